import Foundation

/// A manifest the host refuses, with every problem found so one edit can fix them all.
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The manifest file.
    public var path: String
    /// Every problem found, in the order found.
    public var problems: [ManifestProblem]

    /// An error for a manifest file with its problems.
    public init(path: String, problems: [ManifestProblem]) {
        self.path = path
        self.problems = problems
    }

    /// The manifest's path and each problem on its own line.
    public var description: String {
        let lines = problems.map { "  - \($0)" }.joined(separator: "\n")
        return "Invalid app manifest \(path):\n\(lines)\nThe format is described in docs/MANIFEST.md."
    }

    /// The same as `description`.
    public var errorDescription: String? { description }
}

/// One reason a manifest is refused. `field` values are JSON paths such as `extensions[0].executable`.
public enum ManifestProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(String)
    /// The file is not valid JSON.
    case invalidJSON(String)
    /// A required field is absent.
    case missingField(String)
    /// A field has the wrong JSON type.
    case wrongType(field: String, expected: String)
    /// A field the format does not have (a typo, most likely).
    case unknownField(String)
    /// A field that must not be empty is.
    case emptyField(String)
    /// Not a reverse-DNS identifier (letters, digits, hyphens; at least two dot-separated parts).
    case invalidIdentifier(field: String, value: String)
    /// An extension's id does not start with its app's id.
    case extensionOutsideApp(extensionID: String, appID: String)
    /// Two extensions share an id.
    case duplicateExtension(String)
    case noExtensions
    /// A URL scheme that is not a valid scheme name.
    case invalidScheme(String)
    /// Schemes that belong to the web, the system or Vitrine itself.
    case reservedScheme(String)
    /// Two entries name the same URL scheme.
    case duplicateScheme(String)
    case schemesWithoutExecutable
    /// An app group that does not start with `group.`.
    case invalidAppGroup(String)
    /// Two entries name the same app group.
    case duplicateAppGroup(String)
    /// `team` is not a team ID (ten uppercase letters or digits, as Apple's).
    case invalidTeam(String)
    /// An executable path that does not exist.
    case executableMissing(field: String, path: String)
    /// An executable path that is not an executable file.
    case notExecutable(field: String, path: String)
    /// Two of the app's programs are the same executable.
    case duplicateExecutable(String)
    /// A data protection class the format does not know.
    case unknownDataProtection(field: String, value: String)

    /// The problem in words, naming the field.
    public var description: String {
        switch self {
        case let .unreadable(reason): return "the file \(reason)"
        case let .invalidTeam(value): return "'team' must be a team ID of ten uppercase letters or digits (as Apple's, e.g. A1B2C3D4E5), not '\(value)'"
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
