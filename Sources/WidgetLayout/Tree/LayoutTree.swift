import Foundation
import WidgetArchive

/// The archive after layout: every node with its frame in widget coordinates (points,
/// unsnapped; snapping to the pixel grid happens at raster time).
public struct LayoutTree: Sendable {
    /// The widget's size (the archive's display size).
    public var size: SizeValue
    /// The rectangle content is laid out in: the widget inset by its content margins.
    public var contentFrame: RectValue
    /// The laid-out content tree.
    public var root: LaidOutNode
    /// Fills the whole widget, behind the content.
    public var containerBackground: LaidOutNode?
    /// Layout problems: content overflowing the widget or its frame, truncated text,
    /// unknown image sizes, invalid values clamped.
    public var diagnostics: [Diagnostic]
    /// The archive's environment (color scheme, locale…), for the renderer.
    public var environment: ArchiveEnvironment
    /// The widget's `widgetURL`, carried over from the archive.
    public var widgetURL: String?

    /// A layout tree from its parts.
    public init(
        size: SizeValue, contentFrame: RectValue, root: LaidOutNode, containerBackground: LaidOutNode?,
        diagnostics: [Diagnostic], environment: ArchiveEnvironment, widgetURL: String?
    ) {
        self.size = size; self.contentFrame = contentFrame; self.root = root; self.containerBackground = containerBackground
        self.diagnostics = diagnostics; self.environment = environment; self.widgetURL = widgetURL
    }
}

/// One archive node after layout: its frame, content, children and secondary views.
public struct LaidOutNode: Sendable {
    /// What a secondary view is to the node it is laid out against.
    public enum LayerRole: String, Sendable, Hashable {
        case background, overlay, mask, label, currentValueLabel, minimumValueLabel, maximumValueLabel
    }
    /// A secondary view laid out against a node, with its role.
    public struct Layer: Sendable {
        /// What the view is to its node.
        public var role: LayerRole
        /// The laid-out view.
        public var node: LaidOutNode
        /// A layer of a role.
        public init(role: LayerRole, node: LaidOutNode) { self.role = role; self.node = node }
    }

    /// The archive node's structural id.
    public var id: String
    /// The node's frame in widget coordinates, points.
    public var frame: RectValue
    /// The archive node's content. For modifiers with a secondary view, the laid-out
    /// secondary view is in `layers`, not here.
    public var content: NodeContent
    /// The laid-out children.
    public var children: [LaidOutNode]
    /// Secondary views laid out against this node (background/overlay/mask, progress and
    /// gauge labels).
    public var layers: [Layer]
    /// For text nodes: the measurement the frame came from (lines, baselines, scale).
    public var text: TextMeasurement?
    /// The node's effective redaction, from the archive.
    public var redaction: [RedactionReason]?
    /// Whether the node is marked `privacySensitive()`.
    public var privacySensitive: Bool

    /// A laid-out node from its parts.
    public init(
        id: String, frame: RectValue, content: NodeContent, children: [LaidOutNode] = [], layers: [Layer] = [],
        text: TextMeasurement? = nil, redaction: [RedactionReason]? = nil, privacySensitive: Bool = false
    ) {
        self.id = id; self.frame = frame; self.content = content; self.children = children; self.layers = layers
        self.text = text; self.redaction = redaction; self.privacySensitive = privacySensitive
    }

    /// This node and everything below it, depth first (layers before children).
    public var all: [LaidOutNode] {
        [self] + layers.flatMap(\.node.all) + children.flatMap(\.all)
    }

    /// The node with `id` in this subtree; nil when there is none.
    public func node(id: String) -> LaidOutNode? { all.first { $0.id == id } }
}
