import Foundation

/// The configuration and content of a widget. `@main` on a Widget or WidgetBundle makes
/// the executable a widget extension (WidgetKit provides `main()`).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency init()
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Several widgets from one extension.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    @MainActor @preconcurrency init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A type that describes a widget's content (StaticConfiguration and its modifiers).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

extension Never: Widget {
    public init() { fatalError("Never cannot be created") }
}

public struct EmptyWidgetConfiguration: WidgetConfiguration, Sendable {
    public nonisolated init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// Created by `WidgetConfigurationBuilder` for `if #available` branches.
@MainActor @preconcurrency
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    package let storage: any WidgetConfiguration
    init(_ storage: any WidgetConfiguration) { self.storage = storage }
    public typealias Body = Never
    public var body: Never { fatalError("LimitedAvailabilityConfiguration has no body") }
}

/// Lets a widget body use `if #available` around newer configuration modifiers.
@resultBuilder
public struct WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    @MainActor public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(first: First) -> _ConditionalWidgetConfiguration<First, Second> { .init(storage: .first(first)) }
    @MainActor public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(second: Second) -> _ConditionalWidgetConfiguration<First, Second> { .init(storage: .second(second)) }
    @MainActor public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> LimitedAvailabilityConfiguration { LimitedAvailabilityConfiguration(content) }
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
