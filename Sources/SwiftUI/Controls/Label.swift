import Foundation
internal import WidgetArchive

/// A title with an icon.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A label with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a localized title and an asset-catalog image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// A label with a title and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }

/// A look for labels.
public protocol LabelStyle {}
/// Shows the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle { let kind = LabelStyleKind.titleAndIcon; public init() {} }
/// Shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle { let kind = LabelStyleKind.titleOnly; public init() {} }
/// Shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle { let kind = LabelStyleKind.iconOnly; public init() {} }
/// The default look: title and icon.
public struct DefaultLabelStyle: LabelStyle { let kind = LabelStyleKind.titleAndIcon; public init() {} }
/// `.titleAndIcon`: shows the title and the icon.
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
/// `.titleOnly`: shows only the title.
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
/// `.iconOnly`: shows only the icon.
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
/// `.automatic`: the default look, title and icon.
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension View {
    /// Sets the look of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind =
            switch style {
            case is TitleOnlyLabelStyle: .titleOnly
            case is IconOnlyLabelStyle: .iconOnly
            default: .titleAndIcon
            }
        return modifier(_EnvironmentWritingModifier { $0.labelStyleKind = kind })
    }
}

extension Label: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        switch context.environment.labelStyleKind {
        case .titleOnly: return context.resolve(title)
        case .iconOnly: return context.resolve(icon)
        case .titleAndIcon:
            // The default style: icon then title on the first text baseline.
            let children = context.resolve(icon) + context.resolve(title)
            return [
                Node(
                    id: "", content: .stack(StackNode(kind: .horizontal, alignment: AlignmentValue(horizontal: .center, vertical: .firstTextBaseline))),
                    children: children)
            ]
        }
    }
}
