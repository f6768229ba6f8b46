import Foundation
internal import WidgetArchive

/// A title with an icon.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }

public protocol LabelStyle {}
public struct TitleAndIconLabelStyle: LabelStyle { let kind = LabelStyleKind.titleAndIcon; public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { let kind = LabelStyleKind.titleOnly; public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { let kind = LabelStyleKind.iconOnly; public init() {} }
public struct DefaultLabelStyle: LabelStyle { let kind = LabelStyleKind.titleAndIcon; public init() {} }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind = switch style {
        case is TitleOnlyLabelStyle: .titleOnly
        case is IconOnlyLabelStyle: .iconOnly
        default: .titleAndIcon
        }
        return modifier(_EnvironmentWritingModifier { $0.labelStyleKind = kind })
    }
}

extension Label: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        switch context.environment.labelStyleKind {
        case .titleOnly: return context.resolve(title)
        case .iconOnly: return context.resolve(icon)
        case .titleAndIcon:
            // The default style: icon then title on the first text baseline.
            let children = context.resolve(icon) + context.resolve(title)
            return [Node(id: "", content: .stack(StackNode(kind: .horizontal, alignment: AlignmentValue(horizontal: .center, vertical: .firstTextBaseline))), children: children)]
        }
    }
}
