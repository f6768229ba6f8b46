import Foundation

// Modifiers that compile in widget code but cannot act in a widget: the tree is rendered
// once and archived, so gestures, lifecycle callbacks and animations never run.
// Each records an info diagnostic so authors can see what WidgetKit ignores.

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onTapGesture", reason: "taps open the app (widgetURL/Link) or run an App Intent button"))
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onLongPressGesture", reason: "widgets have no gestures"))
    }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_IgnoredModifier(name: "onAppear", reason: "the view is archived, never shown live"))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_IgnoredModifier(name: "onDisappear", reason: "the view is archived, never shown live"))
    }

    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_IgnoredModifier(name: "task", reason: "asynchronous work must finish in the timeline provider"))
    }

    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View {
        modifier(_IgnoredModifier(name: "onOpenURL", reason: "the app, not the widget, receives opened URLs"))
    }

    /// Transitions between entries are the host's; the value is not animated here.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    public func transition(_ t: AnyTransition) -> some View { self }

    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Since iOS 17 content margins replace the safe area; ignoring it changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Animation curves; widgets animate only between entries, driven by the host.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
}

public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}

public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
