import Foundation

/// Why a timeline was refused. The message tells the widget's author what to change.
public enum TimelineRejection: Hashable, Sendable, Codable, CustomStringConvertible {
    case tooManyEntries(count: Int, limit: Int)
    case tooLarge(bytes: Int, limit: Int)
    case entriesOutOfOrder(index: Int)
    /// Any other reason the host found (undecodable archive…), in its own words.
    case invalid(String)

    public var message: String {
        switch self {
        case .tooManyEntries(let count, let limit):
            "timeline has \(count) entries, over the limit of \(limit); space entries at least 5 minutes apart and let the reload policy fetch the rest"
        case .tooLarge(let bytes, let limit):
            "timeline archive is \(Self.megabytes(bytes)), over the limit of \(Self.megabytes(limit)); use fewer entries or smaller images"
        case .entriesOutOfOrder(let index):
            "entry \(index) is dated before entry \(index - 1); the host must sort entries by date before scheduling"
        case .invalid(let text):
            text
        }
    }

    public var description: String { message }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
