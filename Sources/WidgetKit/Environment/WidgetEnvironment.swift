import Foundation
import SwiftUI
internal import WidgetArchive

/// How the system draws the widget: full color, tinted (accented), or vibrant (Lock Screen).
public struct WidgetRenderingMode: Equatable, Hashable, CustomStringConvertible, Sendable {
    package let name: String
    /// Drawn in its own colors.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted: accentable content in one color, the rest in another.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated and blended with what lies behind (Lock Screen, StandBy at night).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue: WidgetFamily = .systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue: WidgetRenderingMode = .fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family (size) of the widget the view is drawn in.
    public internal(set) var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the system draws the widget: full color, accented or vibrant.
    public internal(set) var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether the widget's container background is shown; false where the system removes it.
    public internal(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
    /// The margins the system puts around the widget's content; zero when they are disabled.
    public internal(set) var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// Whether the accessory widget shows a label around it (watchOS corner and circular).
    public internal(set) var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

extension ContainerBackgroundPlacement {
    /// The widget's container background.
    public static var widget: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "widget") }
}

extension View {
    /// The URL the app opens with when the widget is tapped outside any Link.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(_WidgetURLModifier(url: url))
    }

    /// Puts the view in the accent group for the accented (tinted) rendering mode.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(_WidgetAccentableModifier(accentable: accentable))
    }

    /// A label for watch complications; iOS widgets compile it and do not draw it.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// Text the system shows around an accessory widget where it can (watchOS); ignored here.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// Text the system shows around an accessory widget where it can (watchOS); ignored here.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Curves the content along the watch face's corner (watchOS); ignored here.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

public struct _WidgetURLModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let url: URL?
    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        if let url { context.sink.widgetURLs.append(url) }
        return content(context)
    }
}

public struct _WidgetAccentableModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let accentable: Bool
    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        content(context).map { Node.wrap($0, in: .widgetAccentable(accentable)) }
    }
}

/// The translucent backdrop of accessory widgets.
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family
    /// Creates the backdrop.
    public init() {}
    /// A translucent white fill in the family's own shape: a circle in `accessoryCircular`,
    /// the container's rounded rectangle in `accessoryRectangular`; nothing in other families,
    /// where Apple documents an empty view.
    public var body: some View {
        switch family {
        case .accessoryCircular: Circle().fill(Color.white.opacity(0.2))
        case .accessoryRectangular: ContainerRelativeShape().fill(Color.white.opacity(0.2))
        default: EmptyView()
        }
    }
}
