import Foundation
internal import WidgetArchive

/// Progress towards completion: a fraction, indeterminate, or a timer interval the host
/// advances by itself.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let value: ProgressNode.Value
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() {
        self.init(value: .indeterminate, label: nil, currentValueLabel: nil)
    }
    /// A progress bar at `value` out of `total`; nil value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: .indeterminate, label: label(), currentValueLabel: nil)
    }
    /// A progress bar at `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress bar at `value` out of `total`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> ProgressNode.Value {
        guard let value, total > 0 else { return .indeterminate }
        return .determinate(fraction: min(max(Double(value / total), 0), 1))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A progress bar with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }
    /// A progress bar with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

/// The label a timer progress view shows by default: the remaining (or elapsed) time.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    /// The remaining (or elapsed) time as a live timer.
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress that moves by itself across a time range.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        self.init(
            value: .timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown),
            label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
    /// Progress across a time range, with a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            value: .timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown),
            label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView {
    /// Progress across a time range, with a label and a current-value label.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: .timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown),
            label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let node = ProgressNode(
            style: env.progressViewStyleKind,
            value: value,
            tint: env.tintStyle?._paint(in: env),
            label: label.flatMap { singleNode(context.resolve($0)) },
            currentValueLabel: currentValueLabel.flatMap { singleNode(context.resolve($0)) })
        return [Node.leaf(.progress(node), context)]
    }
}

/// Several label views share a vertical stack; none means no label.
func singleNode(_ nodes: [ResolvedNode]) -> ResolvedNode? {
    switch nodes.count {
    case 0: nil
    case 1: nodes[0]
    default:
        Node(
            id: "", content: .stack(StackNode(kind: .vertical, alignment: AlignmentValue(horizontal: .leading, vertical: .center), implicit: true)),
            children: nodes)
    }
}

/// A look for progress views.
public protocol ProgressViewStyle {}
/// The default look for the context: a bar for determinate progress, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
/// A horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// A bar in the tint color.
    public init() { self.tint = nil }
    /// A bar in `tint`.
    public init(tint: Color) { self.tint = tint }
}
/// A ring (or spinner, when indeterminate).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// A ring in the tint color.
    public init() { self.tint = nil }
    /// A ring in `tint`.
    public init(tint: Color) { self.tint = tint }
}
/// `.automatic`: a bar for determinate progress, a spinner otherwise.
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
/// `.linear`: a horizontal bar.
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
/// `.circular`: a ring, or a spinner when indeterminate.
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension View {
    /// Sets the look of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(
            _EnvironmentWritingModifier { env in
                switch style {
                case let s as LinearProgressViewStyle:
                    env.progressViewStyleKind = .linear
                    if let t = s.tint { env.tintStyle = AnyShapeStyle(t) }
                case let s as CircularProgressViewStyle:
                    env.progressViewStyleKind = .circular
                    if let t = s.tint { env.tintStyle = AnyShapeStyle(t) }
                default:
                    env.progressViewStyleKind = .automatic
                }
            })
    }
}
