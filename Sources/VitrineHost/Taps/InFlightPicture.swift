import Foundation
import WidgetArchive
import WidgetLayout

// What WidgetKit shows between a tap on an interactive control and the reload after
// `perform()`: the tapped toggle in its new state at once (its look for that state was archived
// with the entry), and every `invalidatableContent()` view in its invalidated look.

extension ViewArchive {
    /// The entry as it looks while the intent of `tapped` runs: if `tapped` is a toggle, it is
    /// flipped (its action's `isOn` and which of its two archived looks is visible), and
    /// `invalidatable` content is drawn at `invalidatedOpacity`.
    func inFlightPicture(tapped: IntentRegion) -> ViewArchive {
        var picture = self
        picture.root = root.inFlight(tapped: tapped, newState: nil)
        picture.containerBackground = containerBackground?.inFlight(tapped: tapped, newState: nil)
        return picture
    }

    /// How invalidated content is drawn. Apple dims it (with a shimmer this still picture cannot
    /// show); half opacity keeps it legible and visibly out of date.
    static let invalidatedOpacity = 0.5
}

extension Node {
    /// This node and everything below it with the in-flight changes; `newState` is the tapped
    /// toggle's new state once inside it.
    fileprivate func inFlight(tapped: IntentRegion, newState: Bool?) -> Node {
        var node = self
        var state = newState
        switch content {
        case .modifier(.intentAction(var action)) where action.control == .toggle && action == tapped.action && id == tapped.nodeID:
            action.isOn = !(action.isOn ?? false)
            state = action.isOn
            node.content = .modifier(.intentAction(action))
        case .modifier(.invalidatable):
            node.content = .modifier(.opacity(ViewArchive.invalidatedOpacity))
        case .modifier(.toggleLook(let look)):
            if let state, let child = children.first {
                // The look's own opacity says whether it is visible: 1 for the new state, else 0.
                var inner = child
                if case .modifier(.opacity) = child.content, let below = child.children.first { inner = below }
                let shown = Node(id: child.id, content: .modifier(.opacity(look == state ? 1 : 0)), children: [inner.inFlight(tapped: tapped, newState: state)])
                node.children = [shown]
                return node
            }
        case .modifier(.background(let layer, let alignment)):
            node.content = .modifier(.background(layer.inFlight(tapped: tapped, newState: state), alignment: alignment))
        case .modifier(.overlay(let layer, let alignment)):
            node.content = .modifier(.overlay(layer.inFlight(tapped: tapped, newState: state), alignment: alignment))
        case .modifier(.mask(let layer, let alignment)):
            node.content = .modifier(.mask(layer.inFlight(tapped: tapped, newState: state), alignment: alignment))
        default:
            break
        }
        node.children = children.map { $0.inFlight(tapped: tapped, newState: state) }
        return node
    }
}
