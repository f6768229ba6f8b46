import Foundation

/// Why a timeline was refused. The message tells the widget's author what to change.
public enum TimelineRejection: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The timeline has more entries than the limit.
    case tooManyEntries(count: Int, limit: Int)
    /// The timeline's archives are larger together than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// Entry dates go backwards at `index`.
    case entriesOutOfOrder(index: Int)
    /// Any other reason the host found (undecodable archive…), in its own words.
    case invalid(String)

    /// What was wrong and what the author should change.
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

    /// The same as `message`.
    public var description: String { message }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
