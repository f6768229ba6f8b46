import Foundation

/// A change of the system around the widgets that the host reacts to (system reloads, the
/// budget's visible pages, the lock), as `vitrine system`, simulation scenarios and the control
/// protocol all name it. `init(name:value:)` is the one parser of the words people type.
public enum SystemChange: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Light or dark appearance.
    case appearance(dark: Bool)
    /// A new locale identifier, e.g. `ru_RU`.
    case locale(String)
    /// An accessibility setting changed (Dynamic Type, bold text…).
    case accessibility
    /// A significant location change.
    case location
    /// The home-screen pages on screen; nil: every page.
    case visiblePages([Int]?)
    /// The device locked or unlocked.
    case lock(Bool)

    /// The change names, as typed.
    public static let names = ["appearance", "locale", "accessibility", "location", "visible-pages", "lock"]

    /// Parses a change the way a person writes it: `appearance light|dark`, `locale ID`,
    /// `accessibility`, `location`, `visible-pages 0,2|all`, `lock on|off`.
    public init(name: String, value: String?) throws {
        func require(_ accepted: String) throws -> String {
            guard let value, !value.isEmpty else { throw SystemChangeError(message: "\(name) takes \(accepted)") }
            return value
        }
        func none() throws {
            if let value, !value.isEmpty { throw SystemChangeError(message: "\(name) takes no value (got \(value.prefix(40)))") }
        }
        switch name {
        case "appearance":
            switch try require("light or dark") {
            case "light": self = .appearance(dark: false)
            case "dark": self = .appearance(dark: true)
            case let other: throw SystemChangeError(message: "appearance takes light or dark, not \(other.prefix(40))")
            }
        case "locale":
            let identifier = try require("an identifier, e.g. ru_RU")
            guard identifier.count <= 64, identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "@" || $0 == "=" }) else {
                throw SystemChangeError(message: "locale takes an identifier such as ru_RU, not \(identifier.prefix(40))")
            }
            self = .locale(identifier)
        case "accessibility":
            try none()
            self = .accessibility
        case "location":
            try none()
            self = .location
        case "visible-pages":
            let list = try require("a comma-separated list of pages (e.g. 0,2) or all")
            if list == "all" {
                self = .visiblePages(nil)
            } else {
                let pages = list.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard !pages.isEmpty, pages.allSatisfy({ $0.map { $0 >= 0 && $0 < 1000 } ?? false }) else {
                    throw SystemChangeError(message: "visible-pages takes a comma-separated list of pages (e.g. 0,2) or all, not \(list.prefix(40))")
                }
                self = .visiblePages(pages.compactMap { $0 })
            }
        case "lock":
            switch try require("on or off") {
            case "on": self = .lock(true)
            case "off": self = .lock(false)
            case let other: throw SystemChangeError(message: "lock takes on or off, not \(other.prefix(40))")
            }
        default:
            throw SystemChangeError(message: "unknown change \(name.prefix(40)) (\(Self.names.joined(separator: ", ")))")
        }
    }

    /// The change as a person types it (`appearance dark`), which `init(name:value:)` reads back.
    public var description: String {
        switch self {
        case .appearance(let dark): "appearance \(dark ? "dark" : "light")"
        case .locale(let identifier): "locale \(identifier)"
        case .accessibility: "accessibility"
        case .location: "location"
        case .visiblePages(let pages): "visible-pages \(pages.map { $0.map(String.init).joined(separator: ",") } ?? "all")"
        case .lock(let on): "lock \(on ? "on" : "off")"
        }
    }
}

/// A system change that could not be read; `message` says what was expected.
public struct SystemChangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was expected, and what was given.
    public var message: String
    /// An error saying `message`.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
