import Foundation

/// A manifest the host refuses, with every problem found so one edit can fix them all.
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The manifest file.
    public var path: String
    public var problems: [ManifestProblem]

    public init(path: String, problems: [ManifestProblem]) {
        self.path = path
        self.problems = problems
    }

    public var description: String {
        let lines = problems.map { "  - \($0)" }.joined(separator: "\n")
        return "Invalid app manifest \(path):\n\(lines)\nThe format is described in docs/MANIFEST.md."
    }

    public var errorDescription: String? { description }
}

/// One reason a manifest is refused. `field` values are JSON paths such as `extensions[0].executable`.
public enum ManifestProblem: Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case invalidJSON(String)
    case missingField(String)
    case wrongType(field: String, expected: String)
    case unknownField(String)
    case emptyField(String)
    /// Not a reverse-DNS identifier (letters, digits, hyphens; at least two dot-separated parts).
    case invalidIdentifier(field: String, value: String)
    case extensionOutsideApp(extensionID: String, appID: String)
    case duplicateExtension(String)
    case noExtensions
    case invalidScheme(String)
    /// Schemes that belong to the web, the system or Vitrine itself.
    case reservedScheme(String)
    case duplicateScheme(String)
    case schemesWithoutExecutable
    case invalidAppGroup(String)
    case duplicateAppGroup(String)
    case executableMissing(field: String, path: String)
    case notExecutable(field: String, path: String)
    case duplicateExecutable(String)
    case unknownDataProtection(field: String, value: String)

    public var description: String {
        switch self {
        case let .unreadable(reason): return "the file \(reason)"
        case let .invalidJSON(detail): return "not valid JSON: \(detail)"
        case let .missingField(field): return "'\(field)' is required"
        case let .wrongType(field, expected): return "'\(field)' must be \(expected)"
        case let .unknownField(field): return "unknown field '\(field)' (a typo?)"
        case let .emptyField(field): return "'\(field)' must not be empty"
        case let .invalidIdentifier(field, value):
            return "'\(field)' is '\(value)', not a reverse-DNS identifier (letters, digits and hyphens in at least two dot-separated parts, e.g. com.example.app)"
        case let .extensionOutsideApp(extensionID, appID):
            return "extension id '\(extensionID)' must start with the app id followed by a dot ('\(appID).')"
        case let .duplicateExtension(id): return "two extensions have the id '\(id)'"
        case .noExtensions: return "'extensions' must list at least one widget extension"
        case let .invalidScheme(scheme):
            return "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')"
        case let .reservedScheme(scheme):
            return "the URL scheme '\(scheme)' is reserved; use a scheme specific to the app"
        case let .duplicateScheme(scheme): return "the URL scheme '\(scheme)' is listed twice"
        case .schemesWithoutExecutable: return "'urlSchemes' needs an app 'executable' to open"
        case let .invalidAppGroup(group):
            return "app group '\(group)' must be 'group.' followed by a reverse-DNS identifier"
        case let .duplicateAppGroup(group): return "the app group '\(group)' is listed twice"
        case let .executableMissing(field, path): return "'\(field)': \(path) does not exist"
        case let .notExecutable(field, path): return "'\(field)': \(path) is not an executable file (chmod +x?)"
        case let .duplicateExecutable(path): return "two extensions use the executable \(path)"
        case let .unknownDataProtection(field, value):
            return "'\(field)' is '\(value)'; expected one of \(DataProtection.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
