import Foundation

/// A resolved widget view: the display tree a separate process lays out and renders
/// without the author's Swift types. Produced by `SwiftUI` (resolve), consumed by the engine.
public struct ViewArchive: Codable, Hashable, Sendable {
    /// Identifies the document kind, so a stray JSON file is not mistaken for an archive.
    public static let formatName = "vitrine.view-archive"
    /// The newest version this build reads and writes. Bumped on every change a reader of
    /// the previous version could misread. An archive is stamped with the lowest version that
    /// holds its content (`requiredVersion`), so archives without newer node kinds stay
    /// readable by older readers. Version 2 added `NodeContent.geometry`, version 3
    /// `NodeContent.lazyGrid`, version 4 `Modifier.position`, version 6 `Modifier.intentAction`, version 7 `Modifier.invalidatable` and
    /// `Modifier.toggleLook`.
    public static let currentVersion = 7

    /// Always `formatName`; checked when reading.
    public var format: String
    /// The format version the archive was written in.
    public var version: Int
    /// The environment the tree was resolved in (the renderer needs the color scheme to
    /// resolve asset colors, the locale to format dynamic dates, and so on).
    public var environment: ArchiveEnvironment
    /// The display tree.
    public var root: Node
    /// The widget's `containerBackground(_:for: .widget)`, lifted out of the tree because
    /// the host draws it behind the content margins and may remove it (StandBy, tinted modes).
    public var containerBackground: Node?
    /// The single `widgetURL` of the hierarchy, if any.
    public var widgetURL: String?
    /// Problems found while resolving: ignored views, missing assets, repeated widgetURLs...
    public var diagnostics: [Diagnostic]

    /// An archive of a tree in an environment, with its container background, widget URL and diagnostics.
    public init(
        environment: ArchiveEnvironment,
        root: Node,
        containerBackground: Node? = nil,
        widgetURL: String? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.format = Self.formatName
        self.version = Self.requiredVersion(root: root, containerBackground: containerBackground)
        self.environment = environment
        self.root = root
        self.containerBackground = containerBackground
        self.widgetURL = widgetURL
        self.diagnostics = diagnostics
    }
}
