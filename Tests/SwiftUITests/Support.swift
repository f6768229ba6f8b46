import Foundation
import SwiftUI
import WidgetArchive

/// Resolves a view the way the widget runtime does and returns its archive.
@MainActor
func archive<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> ViewArchive {
    var env = EnvironmentValues()
    env.locale = Locale(identifier: "en_US")
    env.timeZone = TimeZone(identifier: "UTC")!
    configure(&env)
    return ArchiveBuilder.archive(view, environment: env, header: ArchiveEnvironment())
}

extension Node {
    /// Depth-first nodes, including background/overlay/mask layers.
    var all: [Node] {
        var result = [self]
        if case .modifier(let m) = content {
            switch m {
            case .background(let n, _), .overlay(let n, _), .mask(let n, _): result += n.all
            default: break
            }
        }
        for child in children { result += child.all }
        return result
    }

    var texts: [TextNode] {
        all.compactMap { if case .text(let t) = $0.content { t } else { nil } }
    }

    var plainTexts: [String] { texts.map { $0.plainText() } }

    var modifiers: [Modifier] {
        all.compactMap { if case .modifier(let m) = $0.content { m } else { nil } }
    }

    var stack: StackNode? {
        if case .stack(let s) = content { s } else { nil }
    }
}

func rgba(_ paint: Paint) -> RGBAValue? {
    if case .color(.rgba(let v)) = paint { return v }
    return nil
}
