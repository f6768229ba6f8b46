import Foundation

// Modifiers that compile in widget code but cannot act in a widget: the tree is rendered
// once and archived, so gestures, lifecycle callbacks and animations never run.
// Each records an info diagnostic so authors can see what WidgetKit ignores.

extension View {
    /// Compiles but never runs in a widget: taps open the app or run an App Intent button.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onTapGesture", reason: "taps open the app (widgetURL/Link) or run an App Intent button"))
    }

    /// Compiles but never runs in a widget: widgets have no gestures.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onLongPressGesture", reason: "widgets have no gestures"))
    }

    /// Compiles but never runs in a widget: the view is archived, never shown live.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_IgnoredModifier(name: "onAppear", reason: "the view is archived, never shown live"))
    }

    /// Compiles but never runs in a widget: the view is archived, never shown live.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_IgnoredModifier(name: "onDisappear", reason: "the view is archived, never shown live"))
    }

    /// Compiles but never runs in a widget: asynchronous work belongs in the timeline provider.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_IgnoredModifier(name: "task", reason: "asynchronous work must finish in the timeline provider"))
    }

    /// Compiles but never runs in a widget: the app receives opened URLs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onOpenURL", reason: "the app, not the widget, receives opened URLs"))
    }

    /// Transitions between entries are the host's; the value is not animated here.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The iOS 13 form without a value; not animated here either.
    public func animation(_ animation: Animation?) -> some View { self }

    /// Compiles but never runs in a widget: a widget's views do not change while shown.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onChange", reason: "a widget's views do not change while shown; compute the value in the timeline provider"))
    }

    /// Compiles but never runs in a widget (the iOS 17 form with the old and new values).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onChange", reason: "a widget's views do not change while shown; compute the value in the timeline provider"))
    }

    /// Compiles but never runs in a widget (the iOS 17 form without values).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_IgnoredModifier(name: "onChange", reason: "a widget's views do not change while shown; compute the value in the timeline provider"))
    }

    /// How the view enters and leaves; the host animates between entries, so it is not used here.
    public func transition(_ t: AnyTransition) -> some View { self }

    /// How changed content animates between entries; not used here.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// The shape that receives taps; widgets have no gestures, so it changes nothing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Since iOS 17 content margins replace the safe area; ignoring it changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The older form of `ignoresSafeArea`; changes nothing in a widget.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// Kinds of safe area a view may ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits.
    public let rawValue: UInt
    /// Creates a set from its bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area of the container (bars, rounded corners).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every safe area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Animation curves; widgets animate only between entries, driven by the host.
public struct Animation: Equatable, Sendable {
    let name: String
    /// The system's default curve.
    public static let `default` = Animation(name: "default")
    /// Constant speed.
    public static let linear = Animation(name: "linear")
    /// Starts slowly and speeds up.
    public static let easeIn = Animation(name: "easeIn")
    /// Starts fast and slows down.
    public static let easeOut = Animation(name: "easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring-like curve.
    public static let spring = Animation(name: "spring")
    /// Constant speed over a duration (the duration is not used in widgets).
    public static func linear(duration: Double) -> Animation { .linear }
    /// Starts and ends slowly over a duration (the duration is not used in widgets).
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring-like curve with parameters (the parameters are not used in widgets).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring with a duration and bounce (iOS 17; the parameters are not used in widgets).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring with no bounce (iOS 17).
    public static let smooth = Animation(name: "smooth")
    /// A spring with a little bounce (iOS 17).
    public static let snappy = Animation(name: "snappy")
    /// A spring with a visible bounce (iOS 17).
    public static let bouncy = Animation(name: "bouncy")
    /// A spring used for interactive changes.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// A smooth spring over a duration (the parameters are not used in widgets).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A snappy spring over a duration (the parameters are not used in widgets).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A bouncy spring over a duration (the parameters are not used in widgets).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// Starts slowly over a duration (the duration is not used in widgets).
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Slows down over a duration (the duration is not used in widgets).
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// The same curve after a delay (not used in widgets).
    public func delay(_ delay: Double) -> Animation { self }
    /// The same curve at another speed (not used in widgets).
    public func speed(_ speed: Double) -> Animation { self }
    /// The same curve repeated (not used in widgets).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same curve repeated forever (not used in widgets).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a widget is drawn from each entry, so there is nothing to animate
/// (Apple: widgets animate only between entries, driven by the system).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view is inserted and removed; widgets animate only between entries, driven by the host.
public struct AnyTransition: Sendable {
    let name: String
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Scales in and out.
    public static let scale = AnyTransition(name: "scale")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Moves in from and out to an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}

/// How changed content inside a view animates between entries.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    /// No animation of the content.
    public static let identity = ContentTransition(name: "identity")
    /// Cross-fades the old and new content.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolates between the old and new content where it can.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolls the digits of changing numbers.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Rolls the digits of changing numbers, in the direction the value moved.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}
