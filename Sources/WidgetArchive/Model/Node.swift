import Foundation

/// One node of the display tree. Leaves draw; stacks arrange their children; modifier
/// nodes wrap exactly one child, in the order the author applied them (order matters for
/// layout: `padding().background()` differs from `background().padding()`).
public struct Node: Codable, Hashable, Sendable {
    /// Structural identity: the path of positions (or explicit `.id`s / `ForEach` ids)
    /// from the root, e.g. `0/1/#row-3`. Equal structure gives equal ids across entries.
    public var id: String
    /// What the node is: a leaf, a stack, a modifier….
    public var content: NodeContent
    /// The nodes the content holds (a stack's views, a modifier's one child, a link's label).
    public var children: [Node]
    /// Effective redaction of this leaf (environment `redactionReasons`, minus `unredacted()`).
    public var redaction: [RedactionReason]?
    /// Marked with `privacySensitive()`: redacted in privacy contexts (locked device).
    public var privacySensitive: Bool?

    /// A node with an id, content and children.
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

/// What a node is.
public indirect enum NodeContent: Codable, Hashable, Sendable {
    /// A paragraph of text.
    case text(TextNode)
    /// An image or SF Symbol.
    case image(ImageNode)
    /// A filled or stroked shape.
    case shape(ShapeNode)
    /// A horizontal, vertical or overlaying stack.
    case stack(StackNode)
    /// Flexible space along the parent stack's axis.
    case spacer(SpacerNode)
    /// A thin line across the parent stack's minor axis.
    case divider(DividerNode)
    /// A progress bar or spinner.
    case progress(ProgressNode)
    /// A gauge.
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
    /// `GeometryReader` or `Canvas`: takes the proposed size, its one child at the origin
    /// (archive version 2).
    case geometry(GeometryNode)
    /// `LazyVGrid` / `LazyHGrid`: children are the cells; layout sizes the tracks from the
    /// proposal (archive version 3).
    case lazyGrid(LazyGridNode)
    /// `Grid`, `GridRow` or a cell's grid modifiers (archive version 5; GridNode.swift).
    case grid(GridNode)
}

/// A stack: how its children are arranged.
public struct StackNode: Codable, Hashable, Sendable {
    /// Horizontal (`HStack`), vertical (`VStack`) or overlaying (`ZStack`).
    public enum Kind: String, Codable, Hashable, Sendable { case horizontal, vertical, depth }
    /// Which way the children are arranged.
    public var kind: Kind
    /// How the children align across the stack.
    public var alignment: AlignmentValue
    /// nil: the system's default spacing between adjacent children.
    public var spacing: Double?
    /// `LazyHStack`/`LazyVStack` lay out like stacks in a widget (everything is rendered once).
    public var lazy: Bool
    /// Created by the resolver to hold several root views; not written by the author.
    public var implicit: Bool

    /// A stack; centered, system spacing, neither lazy nor implicit unless given.
    public init(kind: Kind, alignment: AlignmentValue = .center, spacing: Double? = nil, lazy: Bool = false, implicit: Bool = false) {
        self.kind = kind; self.alignment = alignment; self.spacing = spacing; self.lazy = lazy; self.implicit = implicit
    }
}

/// Flexible space that grows along the parent stack's axis.
public struct SpacerNode: Codable, Hashable, Sendable {
    /// The least length; nil for the system's minimum.
    public var minLength: Double?
    /// A spacer of at least `minLength`.
    public init(minLength: Double? = nil) { self.minLength = minLength }
}

/// A separator line.
public struct DividerNode: Codable, Hashable, Sendable {
    /// The line's color.
    public var color: Paint
    /// The line's thickness in points.
    public var thickness: Double
    /// A divider of a color and thickness.
    public init(color: Paint, thickness: Double = 1) { self.color = color; self.thickness = thickness }
}

/// A tappable region that opens a URL.
public struct LinkNode: Codable, Hashable, Sendable {
    /// The URL that the tap opens.
    public var url: String
    /// A link to `url`.
    public init(url: String) { self.url = url }
}

/// A view that does not run in widgets, kept with the reason.
public struct IgnoredNode: Codable, Hashable, Sendable {
    /// The view's type name (`TextField`).
    public var viewType: String
    /// Why it does not run in a widget.
    public var reason: String
    /// An ignored view of a type, with a reason.
    public init(viewType: String, reason: String) { self.viewType = viewType; self.reason = reason }
}

/// A progress view.
public struct ProgressNode: Codable, Hashable, Sendable {
    /// Bar, ring, or the default for the value.
    public enum Style: String, Codable, Hashable, Sendable { case automatic, linear, circular }
    /// How far along the progress is.
    public enum Value: Codable, Hashable, Sendable {
        /// Fraction completed, 0...1.
        case determinate(fraction: Double)
        /// Progress of unknown length (a spinner).
        case indeterminate
        /// Driven by the clock at display time, without a timeline reload.
        case timer(start: Date, end: Date, countsDown: Bool)
    }
    /// Which look.
    public var style: Style
    /// How far along.
    public var value: Value
    /// The tint of the track's filled part; nil for the default.
    public var tint: Paint?
    /// The label above or beside the progress.
    public var label: Node?
    /// The label for the current value.
    public var currentValueLabel: Node?

    /// A progress view with a style and value, and optional tint and labels.
    public init(style: Style, value: Value, tint: Paint? = nil, label: Node? = nil, currentValueLabel: Node? = nil) {
        self.style = style; self.value = value; self.tint = tint; self.label = label; self.currentValueLabel = currentValueLabel
    }
}

/// A gauge: a value within a range shown as a ring or bar.
public struct GaugeNode: Codable, Hashable, Sendable {
    /// `automatic`, `accessoryCircular`, `accessoryCircularCapacity`, `accessoryLinear`,
    /// `accessoryLinearCapacity`, `linearCapacity`.
    public var style: String
    /// How far the value is along its range, 0...1.
    public var fraction: Double
    /// The tint of the filled part; nil for the default.
    public var tint: Paint?
    /// What the gauge measures.
    public var label: Node?
    /// The label for the current value.
    public var currentValueLabel: Node?
    /// The label at the low end.
    public var minimumValueLabel: Node?
    /// The label at the high end.
    public var maximumValueLabel: Node?

    /// A gauge with a style and fraction, and optional tint and labels.
    public init(
        style: String, fraction: Double, tint: Paint? = nil, label: Node? = nil, currentValueLabel: Node? = nil,
        minimumValueLabel: Node? = nil, maximumValueLabel: Node? = nil
    ) {
        self.style = style; self.fraction = fraction; self.tint = tint; self.label = label
        self.currentValueLabel = currentValueLabel; self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
    }
}

/// `ViewThatFits`: which axes the children must fit along.
public struct ViewThatFitsNode: Codable, Hashable, Sendable {
    /// The axes a child must fit along.
    public var axes: [AxisValue]
    /// A container that checks fit along `axes`.
    public init(axes: [AxisValue]) { self.axes = axes }
}
