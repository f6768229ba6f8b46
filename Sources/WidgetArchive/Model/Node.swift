import Foundation

/// One node of the display tree. Leaves draw; stacks arrange their children; modifier
/// nodes wrap exactly one child, in the order the author applied them (order matters for
/// layout: `padding().background()` differs from `background().padding()`).
public struct Node: Codable, Hashable, Sendable {
    /// Structural identity: the path of positions (or explicit `.id`s / `ForEach` ids)
    /// from the root, e.g. `0/1/#row-3`. Equal structure gives equal ids across entries.
    public var id: String
    public var content: NodeContent
    public var children: [Node]
    /// Effective redaction of this leaf (environment `redactionReasons`, minus `unredacted()`).
    public var redaction: [RedactionReason]?
    /// Marked with `privacySensitive()`: redacted in privacy contexts (locked device).
    public var privacySensitive: Bool?

    public init(
        id: String,
        content: NodeContent,
        children: [Node] = [],
        redaction: [RedactionReason]? = nil,
        privacySensitive: Bool? = nil
    ) {
        self.id = id
        self.content = content
        self.children = children
        self.redaction = redaction
        self.privacySensitive = privacySensitive
    }
}

public indirect enum NodeContent: Codable, Hashable, Sendable {
    case text(TextNode)
    case image(ImageNode)
    case shape(ShapeNode)
    case stack(StackNode)
    case spacer(SpacerNode)
    /// A thin line across the parent stack's minor axis.
    case divider(DividerNode)
    case progress(ProgressNode)
    case gauge(GaugeNode)
    /// A tappable region; children are its label.
    case link(LinkNode)
    /// A layout or drawing modifier around the single child.
    case modifier(Modifier)
    /// `ViewThatFits`: children are candidates in order; layout shows the first that fits
    /// the proposal along the given axes (the last one otherwise).
    case viewThatFits(ViewThatFitsNode)
    /// A view WidgetKit does not run (TextField, ScrollView, a plain Button...). Children
    /// hold what it would show, for renderers that draw it inert.
    case ignored(IgnoredNode)
}

public struct StackNode: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable { case horizontal, vertical, depth }
    public var kind: Kind
    public var alignment: AlignmentValue
    /// nil: the system's default spacing between adjacent children.
    public var spacing: Double?
    /// `LazyHStack`/`LazyVStack` lay out like stacks in a widget (everything is rendered once).
    public var lazy: Bool
    /// Created by the resolver to hold several root views; not written by the author.
    public var implicit: Bool

    public init(kind: Kind, alignment: AlignmentValue = .center, spacing: Double? = nil, lazy: Bool = false, implicit: Bool = false) {
        self.kind = kind; self.alignment = alignment; self.spacing = spacing; self.lazy = lazy; self.implicit = implicit
    }
}

public struct SpacerNode: Codable, Hashable, Sendable {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
}

public struct DividerNode: Codable, Hashable, Sendable {
    public var color: Paint
    public var thickness: Double
    public init(color: Paint, thickness: Double = 1) { self.color = color; self.thickness = thickness }
}

public struct LinkNode: Codable, Hashable, Sendable {
    public var url: String
    public init(url: String) { self.url = url }
}

public struct IgnoredNode: Codable, Hashable, Sendable {
    public var viewType: String
    public var reason: String
    public init(viewType: String, reason: String) { self.viewType = viewType; self.reason = reason }
}

public struct ProgressNode: Codable, Hashable, Sendable {
    public enum Style: String, Codable, Hashable, Sendable { case automatic, linear, circular }
    public enum Value: Codable, Hashable, Sendable {
        /// Fraction completed, 0...1.
        case determinate(fraction: Double)
        case indeterminate
        /// Driven by the clock at display time, without a timeline reload.
        case timer(start: Date, end: Date, countsDown: Bool)
    }
    public var style: Style
    public var value: Value
    public var tint: Paint?
    public var label: Node?
    public var currentValueLabel: Node?

    public init(style: Style, value: Value, tint: Paint? = nil, label: Node? = nil, currentValueLabel: Node? = nil) {
        self.style = style; self.value = value; self.tint = tint; self.label = label; self.currentValueLabel = currentValueLabel
    }
}

public struct GaugeNode: Codable, Hashable, Sendable {
    /// `automatic`, `accessoryCircular`, `accessoryCircularCapacity`, `accessoryLinear`,
    /// `accessoryLinearCapacity`, `linearCapacity`.
    public var style: String
    public var fraction: Double
    public var tint: Paint?
    public var label: Node?
    public var currentValueLabel: Node?
    public var minimumValueLabel: Node?
    public var maximumValueLabel: Node?

    public init(style: String, fraction: Double, tint: Paint? = nil, label: Node? = nil, currentValueLabel: Node? = nil,
                minimumValueLabel: Node? = nil, maximumValueLabel: Node? = nil) {
        self.style = style; self.fraction = fraction; self.tint = tint; self.label = label
        self.currentValueLabel = currentValueLabel; self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
    }
}

public struct ViewThatFitsNode: Codable, Hashable, Sendable {
    public var axes: [AxisValue]
    public init(axes: [AxisValue]) { self.axes = axes }
}
