import Foundation
import WidgetArchive

/// The archive after layout: every node with its frame in widget coordinates (points,
/// unsnapped; snapping to the pixel grid happens at raster time).
public struct LayoutTree: Sendable {
    /// The widget's size (the archive's display size).
    public var size: SizeValue
    /// The rectangle content is laid out in: the widget inset by its content margins.
    public var contentFrame: RectValue
    public var root: LaidOutNode
    /// Fills the whole widget, behind the content.
    public var containerBackground: LaidOutNode?
    /// Layout problems: content overflowing the widget or its frame, truncated text,
    /// unknown image sizes, invalid values clamped.
    public var diagnostics: [Diagnostic]
    /// The archive's environment (color scheme, locale…), for the renderer.
    public var environment: ArchiveEnvironment
    public var widgetURL: String?

    public init(size: SizeValue, contentFrame: RectValue, root: LaidOutNode, containerBackground: LaidOutNode?,
                diagnostics: [Diagnostic], environment: ArchiveEnvironment, widgetURL: String?) {
        self.size = size; self.contentFrame = contentFrame; self.root = root; self.containerBackground = containerBackground
        self.diagnostics = diagnostics; self.environment = environment; self.widgetURL = widgetURL
    }
}

public struct LaidOutNode: Sendable {
    public enum LayerRole: String, Sendable, Hashable {
        case background, overlay, mask, label, currentValueLabel, minimumValueLabel, maximumValueLabel
    }
    public struct Layer: Sendable {
        public var role: LayerRole
        public var node: LaidOutNode
        public init(role: LayerRole, node: LaidOutNode) { self.role = role; self.node = node }
    }

    public var id: String
    public var frame: RectValue
    /// The archive node's content. For modifiers with a secondary view, the laid-out
    /// secondary view is in `layers`, not here.
    public var content: NodeContent
    public var children: [LaidOutNode]
    /// Secondary views laid out against this node (background/overlay/mask, progress and
    /// gauge labels).
    public var layers: [Layer]
    /// For text nodes: the measurement the frame came from (lines, baselines, scale).
    public var text: TextMeasurement?
    public var redaction: [RedactionReason]?
    public var privacySensitive: Bool

    public init(id: String, frame: RectValue, content: NodeContent, children: [LaidOutNode] = [], layers: [Layer] = [],
                text: TextMeasurement? = nil, redaction: [RedactionReason]? = nil, privacySensitive: Bool = false) {
        self.id = id; self.frame = frame; self.content = content; self.children = children; self.layers = layers
        self.text = text; self.redaction = redaction; self.privacySensitive = privacySensitive
    }

    /// This node and everything below it, depth first (layers before children).
    public var all: [LaidOutNode] {
        [self] + layers.flatMap(\.node.all) + children.flatMap(\.all)
    }

    public func node(id: String) -> LaidOutNode? { all.first { $0.id == id } }
}
