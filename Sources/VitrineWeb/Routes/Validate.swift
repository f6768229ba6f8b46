import Foundation
import Hummingbird

/// Bounds for everything a request names; out of bounds is a 400 before the host is asked.
enum Validate {
    static let pages = 0...19
    static let positions = 0...999
    static let families: Set<String> = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
                                        "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"]
    /// Identifiers in kinds and app ids: reverse-DNS characters only, bounded.
    static func identifier(_ value: String, _ what: String) throws -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-_"))
        guard !value.isEmpty, value.count <= 200, value.unicodeScalars.allSatisfy(allowed.contains) else {
            throw WebError(.badRequest, "\(what) must be 1–200 letters, digits, '.', '-' or '_'")
        }
        return value
    }

    static func family(_ value: String) throws -> String {
        guard families.contains(value) else {
            throw WebError(.badRequest, "unknown family \(value.prefix(40)); one of \(families.sorted().joined(separator: ", "))")
        }
        return value
    }

    static func instance(_ context: some RequestContext) throws -> Int64 {
        guard let raw = context.parameters.get("id"), let id = Int64(raw), id > 0 else {
            throw WebError(.badRequest, "the widget id must be a positive integer")
        }
        return id
    }

    static func scale(_ request: Request) throws -> Double? {
        guard let raw = request.uri.queryParameters["scale"] else { return nil }
        guard let scale = Double(String(raw)), scale.isFinite, (1...4).contains(scale) else {
            throw WebError(.badRequest, "scale must be a number from 1 to 4")
        }
        // Whole and half steps only: each distinct scale is a separately cached image.
        return (scale * 2).rounded(.up) / 2
    }
}
