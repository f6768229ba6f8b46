import Foundation
import Hummingbird
import WidgetArchive

/// Bounds for everything a request names; out of bounds is a 400 before the host is asked.
enum Validate {
    static let pages = 0...19
    static let positions = 0...999
    /// Identifiers in kinds and app ids: reverse-DNS characters only, bounded.
    static func identifier(_ value: String, _ what: String) throws -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-_"))
        guard !value.isEmpty, value.count <= 200, value.unicodeScalars.allSatisfy(allowed.contains) else {
            throw WebError(.badRequest, "\(what) must be 1–200 letters, digits, '.', '-' or '_'")
        }
        return value
    }

    /// An iOS family (the shared model's list); whether the host's device offers it is the
    /// host's check.
    static func family(_ value: String) throws -> String {
        guard let family = WidgetFamilyName.allCases.first(where: { $0.rawValue == value }) else {
            throw WebError(.badRequest, "\(FamilyError.unknown(String(value.prefix(40))))")
        }
        return family.rawValue
    }

    /// A configuration parameter's name: a Swift identifier, bounded.
    static func parameterName(_ value: String) throws -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
        guard !value.isEmpty, value.count <= 100, value.unicodeScalars.allSatisfy(allowed.contains) else {
            throw WebError(.badRequest, "parameter must be a parameter's name: 1–100 letters, digits or '_'")
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
