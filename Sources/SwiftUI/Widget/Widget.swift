import Foundation

/// The configuration and content of a widget. `@main` on a Widget or WidgetBundle makes
/// the executable a widget extension (WidgetKit provides `main()`).
@MainActor @preconcurrency
public protocol Widget {
    /// The type of configuration that `body` returns.
    associatedtype Body: WidgetConfiguration
    /// Creates the widget; the system does this.
    @MainActor @preconcurrency init()
    /// The widget's configuration: its kind, provider, content and options.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Several widgets from one extension.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of widget that `body` returns.
    associatedtype Body: Widget
    /// Creates the bundle; the system does this.
    @MainActor @preconcurrency init()
    /// The widgets in the bundle.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A type that describes a widget's content (StaticConfiguration and its modifiers).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of configuration that `body` returns.
    associatedtype Body: WidgetConfiguration
    /// The configuration's content, built from other configurations.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

extension Never: Widget {
    /// Never called: `Never` has no values.
    public init() { fatalError("Never cannot be created") }
}

/// A configuration with no widgets, from an empty builder block.
public struct EmptyWidgetConfiguration: WidgetConfiguration, Sendable {
    /// Creates the empty configuration.
    public nonisolated init() {}
    /// Primitive configuration: it has no body.
    public typealias Body = Never
    /// Never called: the empty configuration has no body.
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// Created by `WidgetConfigurationBuilder` for `if #available` branches.
@MainActor @preconcurrency
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    package let storage: any WidgetConfiguration
    init(_ storage: any WidgetConfiguration) { self.storage = storage }
    /// Primitive configuration: it has no body.
    public typealias Body = Never
    /// Never called: it has no body.
    public var body: Never { fatalError("LimitedAvailabilityConfiguration has no body") }
}

/// Lets a widget body use `if #available` around newer configuration modifiers.
@resultBuilder
public struct WidgetConfigurationBuilder {
    /// Each expression in the block is a configuration as it is.
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    /// An empty block gives the empty configuration.
    public static func buildBlock() -> EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    /// A block of one configuration gives that configuration.
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    /// The `if` branch of an `if`/`else`.
    @MainActor public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(first: First) -> _ConditionalWidgetConfiguration<
        First, Second
    > { .init(storage: .first(first)) }
    /// The `else` branch of an `if`/`else`.
    @MainActor public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(second: Second) -> _ConditionalWidgetConfiguration<
        First, Second
    > { .init(storage: .second(second)) }
    /// An `if #available` branch.
    @MainActor public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> LimitedAvailabilityConfiguration {
        LimitedAvailabilityConfiguration(content)
    }
}

@MainActor
public struct _ConditionalWidgetConfiguration<First: WidgetConfiguration, Second: WidgetConfiguration>: WidgetConfiguration {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalWidgetConfiguration has no body") }
    package var chosen: any WidgetConfiguration {
        switch storage {
        case .first(let c): c
        case .second(let c): c
        }
    }
}

/// Where a container background goes; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    package let name: String
    package init(name: String) { self.name = name }
}
