import Foundation
internal import WidgetArchive

// The building blocks behind most modifiers. Each public modifier method returns one of
// these inside `some View`, so their names never reach author code.

/// Wraps every resolved child in an archive modifier node (modifiers distribute over the
/// members of a Group or ForEach, as in SwiftUI).
public struct _ArchiveModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let make: @MainActor (ResolveContext) -> Modifier?

    init(_ make: @escaping @MainActor (ResolveContext) -> Modifier?) { self.make = make }
    init(_ modifier: Modifier) { self.make = { _ in modifier } }

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        guard let modifier = make(context) else { return nodes }
        return nodes.map { Node.wrap($0, in: modifier) }
    }
}

/// Resolves the content in a changed environment.
public struct _EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    init(_ transform: @escaping (inout EnvironmentValues) -> Void) { self.transform = transform }

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        content(context.with(transform))
    }
}

/// Passes the content through and runs a side effect on the context (diagnostics,
/// widget URL, container background...).
public struct _ContextEffectModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let effect: @MainActor (ResolveContext) -> Void

    init(_ effect: @escaping @MainActor (ResolveContext) -> Void) { self.effect = effect }

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        effect(context)
        return content(context)
    }
}

/// A modifier whose content is placed against a secondary view (background, overlay, mask).
public struct _SecondaryViewModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    enum Kind { case background, overlay, mask }
    let kind: Kind
    let alignment: Alignment
    let secondary: any View

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        // The secondary view sees the modified view's environment, minus foreground changes
        // made inside the content (those never leaked out in the first place).
        var context = context
        if kind == .mask { context.environment.redactionReasons = [] }
        let resolved = context.resolve(secondary)
        let layer: Node
        switch resolved.count {
        case 0: return nodes
        case 1: layer = resolved[0]
        default:
            // Several views in a background/overlay builder share a ZStack, as in SwiftUI.
            layer = Node(id: "", content: .stack(StackNode(kind: .depth, alignment: alignment.archived, implicit: true)), children: resolved)
        }
        let modifier: Modifier
        switch kind {
        case .background: modifier = .background(layer, alignment: alignment.archived)
        case .overlay: modifier = .overlay(layer, alignment: alignment.archived)
        case .mask: modifier = .mask(layer, alignment: alignment.archived)
        }
        return nodes.map { Node.wrap($0, in: modifier) }
    }
}

/// Gives the resolved nodes an explicit identity.
public struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let key: String

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        return nodes.enumerated().map { index, node in node.withKey(nodes.count == 1 ? key : "\(key).\(index)") }
    }
}

/// Lets the content through untouched and records that WidgetKit ignores this modifier.
public struct _IgnoredModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: String
    let reason: String

    package func _resolve(content: @MainActor (ResolveContext) -> [ResolvedNode], _ context: ResolveContext) -> [ResolvedNode] {
        context.diagnose(.info, "ignored-modifier", "\(name) has no effect in a widget: \(reason)")
        return content(context)
    }
}
