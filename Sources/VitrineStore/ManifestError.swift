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
    /// Two Intents extensions list the same intent; the host could not tell which to ask.
    case intentHandledTwice(String)

    /// The problem in words, naming the field.
    public var description: String {
        switch self {
        case .unreadable(let reason): return "the file \(reason)"
        case .invalidTeam(let value): return "'team' must be a team ID of ten uppercase letters or digits (as Apple's, e.g. A1B2C3D4E5), not '\(value)'"
        case .invalidJSON(let detail): return "not valid JSON: \(detail)"
        case .missingField(let field): return "'\(field)' is required"
        case .wrongType(let field, let expected): return "'\(field)' must be \(expected)"
        case .unknownField(let field): return "unknown field '\(field)' (a typo?)"
        case .emptyField(let field): return "'\(field)' must not be empty"
        case .invalidIdentifier(let field, let value):
            return
                "'\(field)' is '\(value)', not a reverse-DNS identifier (letters, digits and hyphens in at least two dot-separated parts, e.g. com.example.app)"
        case .extensionOutsideApp(let extensionID, let appID):
            return "extension id '\(extensionID)' must start with the app id followed by a dot ('\(appID).')"
        case .duplicateExtension(let id): return "two extensions have the id '\(id)'"
        case .noExtensions: return "'extensions' must list at least one widget extension"
        case .invalidScheme(let scheme):
            return "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')"
        case .reservedScheme(let scheme):
            return "the URL scheme '\(scheme)' is reserved; use a scheme specific to the app"
        case .duplicateScheme(let scheme): return "the URL scheme '\(scheme)' is listed twice"
        case .schemesWithoutExecutable: return "'urlSchemes' needs an app 'executable' to open"
        case .invalidAppGroup(let group):
            return "app group '\(group)' must be 'group.' followed by a reverse-DNS identifier"
        case .duplicateAppGroup(let group): return "the app group '\(group)' is listed twice"
        case .executableMissing(let field, let path): return "'\(field)': \(path) does not exist"
        case .notExecutable(let field, let path): return "'\(field)': \(path) is not an executable file (chmod +x?)"
        case .duplicateExecutable(let path): return "two extensions use the executable \(path)"
        case .intentHandledTwice(let intent): return "two intents extensions list '\(intent)' in intentsSupported; one must handle it"
        case .unknownDataProtection(let field, let value):
            return "'\(field)' is '\(value)'; expected one of \(DataProtection.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
