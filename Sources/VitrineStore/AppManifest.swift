import Foundation

/// What an installed app declares to the host: its identity, how to launch it, which URL
/// schemes route to it, which app groups it shares with its widget extensions, and the
/// extensions themselves. The JSON format is documented in docs/MANIFEST.md.
///
/// A manifest returned by ``load(from:)`` is validated and its executable paths are
/// absolute, so the host can use it without knowing where the manifest file was.
public struct AppManifest: Codable, Sendable, Equatable {
    /// Reverse-DNS identifier, e.g. `com.vitrine.examples.game`.
    public var id: String
    /// Name shown in the widget gallery.
    public var name: String
    /// The app's own executable. `nil` for a widget-only package, which has nothing to open
    /// when a widget is tapped (and may therefore declare no URL schemes).
    public var executable: String?
    /// App-specific URL schemes (lowercased) that `widgetURL`/`Link` taps open the app with.
    public var urlSchemes: [String]
    /// App group identifiers (`group.…`) whose shared containers the app and its extensions use.
    public var appGroups: [String]
    /// The developer team (as Apple's ten-character team ID) the app belongs to. App Groups
    /// are shared only among apps of one team; an app without a team shares its groups with
    /// no other app.
    public var team: String?
    /// The widget extensions; at least one.
    public var extensions: [ExtensionManifest]
    /// Intents extensions built as their own executables (the seed's second layout): each serves
    /// the dynamic options and defaults of the SiriKit intents it lists. Optional; empty for none.
    public var intentsExtensions: [IntentsExtensionManifest] = []

    /// A manifest from its parts; no schemes and no app groups unless given.
    public init(
        id: String, name: String, executable: String?, urlSchemes: [String] = [], appGroups: [String] = [],
        team: String? = nil, extensions: [ExtensionManifest], intentsExtensions: [IntentsExtensionManifest] = []
    ) {
        self.intentsExtensions = intentsExtensions
        self.id = id
        self.name = name
        self.executable = executable
        self.urlSchemes = urlSchemes
        self.appGroups = appGroups
        self.team = team
        self.extensions = extensions
    }

    /// Reads, validates and resolves the manifest at `url`. Relative executable paths resolve
    /// against the folder that contains the manifest file.
    ///
    /// - Throws: ``ManifestError`` listing every problem found, not just the first.
    public static func load(from url: URL) throws -> AppManifest {
        let path = url.standardizedFileURL.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw ManifestError(path: path, problems: [.unreadable(reason)])
        }
        return try parse(data, manifestPath: path)
    }

    /// Validates manifest JSON as if it had been read from `manifestPath` (relative
    /// executables resolve against that path's folder).
    public static func parse(_ data: Data, manifestPath: String) throws -> AppManifest {
        let base = URL(fileURLWithPath: manifestPath).standardizedFileURL.deletingLastPathComponent()
        var parser = ManifestParser(baseDirectory: base)
        let manifest = parser.parse(data)
        if let manifest, parser.problems.isEmpty { return manifest }
        throw ManifestError(path: manifestPath, problems: parser.problems)
    }
}

/// One widget extension of an app: a separate executable the host launches on demand.
public struct ExtensionManifest: Codable, Sendable, Equatable {
    /// Reverse-DNS identifier, prefixed by the app's id (as Apple requires of embedded
    /// bundles). Defaults to `<app id>.<executable file name>`.
    public var id: String
    /// Absolute path of the extension executable.
    public var executable: String
    /// The extension's data protection class; decides whether its widgets are redacted
    /// while the device is locked.
    public var dataProtection: DataProtection
    /// WidgetKit's `NSWidgetUsesLocation`: the extension may ask for the location.
    public var usesLocation: Bool

    /// An extension from its id and executable; protected until first unlock and not using location unless given.
    public init(
        id: String, executable: String, dataProtection: DataProtection = .completeUntilFirstUserAuthentication,
        usesLocation: Bool = false
    ) {
        self.id = id
        self.executable = executable
        self.dataProtection = dataProtection
        self.usesLocation = usesLocation
    }
}

/// An Intents extension as its own executable (`NSExtensionPointIdentifier` =
/// `com.apple.intents-service`): the host launches it on demand, with the same limits and
/// sandbox as a widget extension, to ask for the options and defaults of the intents it lists.
public struct IntentsExtensionManifest: Codable, Sendable, Equatable {
    /// Reverse-DNS identifier, prefixed by the app's id; defaults to `<app id>.<executable file name>`.
    public var id: String
    /// Absolute path of the executable.
    public var executable: String
    /// The intent class names it handles (its Info.plist's `IntentsSupported`), e.g. `ConfigurationIntent`.
    public var intentsSupported: [String]

    /// An Intents extension from its parts.
    public init(id: String, executable: String, intentsSupported: [String]) {
        self.id = id
        self.executable = executable
        self.intentsSupported = intentsSupported
    }
}

/// iOS's file protection classes, as set by the Data Protection entitlement. WidgetKit shows
/// widgets of extensions with `complete` or `completeUnlessOpen` redacted while locked.
public enum DataProtection: String, Codable, Sendable, CaseIterable {
    case none
    case completeUntilFirstUserAuthentication
    case completeUnlessOpen
    case complete

    /// Whether widgets of such an extension show redacted content on a locked device.
    public var redactsWhenLocked: Bool { self == .complete || self == .completeUnlessOpen }
}
