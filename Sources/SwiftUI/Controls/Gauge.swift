import Foundation
internal import WidgetArchive

/// A value within a range, drawn as a ring or a bar (accessory widgets use it most).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(max(Double((value - bounds.lowerBound) / span), 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` within `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for the current value and for both ends of the range.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let node = GaugeNode(
            style: env.gaugeStyleName, fraction: fraction, tint: env.tintStyle?._paint(in: env),
            label: singleNode(context.resolve(label)),
            currentValueLabel: currentValueLabel.flatMap { singleNode(context.resolve($0)) },
            minimumValueLabel: minimumValueLabel.flatMap { singleNode(context.resolve($0)) },
            maximumValueLabel: maximumValueLabel.flatMap { singleNode(context.resolve($0)) })
        return [Node.leaf(.gauge(node), context)]
    }
}

/// A look for gauges.
public protocol GaugeStyle {}
/// The gauge's default look for its context.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// A ring that is open at the bottom, with the current value in the middle.
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// A closed ring that fills as the value grows.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
/// A bar with a marker at the current value.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
/// A bar that fills up to the current value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// A bar that fills up to the current value (the non-accessory variant).
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// `.automatic`: the gauge's default look for its context.
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
/// `.accessoryCircular`: a ring open at the bottom, with the current value in the middle.
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
/// `.accessoryCircularCapacity`: a closed ring that fills as the value grows.
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
/// `.accessoryLinear`: a bar with a marker at the current value.
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
/// `.accessoryLinearCapacity`: a bar that fills up to the current value.
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
/// `.linearCapacity`: a bar that fills up to the current value.
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }

extension View {
    /// Sets the look of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let name: String =
            switch style {
            case is AccessoryCircularGaugeStyle: "accessoryCircular"
            case is AccessoryCircularCapacityGaugeStyle: "accessoryCircularCapacity"
            case is AccessoryLinearGaugeStyle: "accessoryLinear"
            case is AccessoryLinearCapacityGaugeStyle: "accessoryLinearCapacity"
            case is LinearCapacityGaugeStyle: "linearCapacity"
            default: "automatic"
            }
        return modifier(_EnvironmentWritingModifier { $0.gaugeStyleName = name })
    }
}
