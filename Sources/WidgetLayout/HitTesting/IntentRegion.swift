import Foundation
import WidgetArchive

/// A `Button(intent:)` or `Toggle(isOn:intent:)` after layout: its label's laid-out frame
/// (widget coordinates, points, origin top-left) and the action a tap performs.
public struct IntentRegion: Codable, Hashable, Sendable {
    /// What a tap performs.
    public var action: IntentAction
    /// The control's laid-out frame, points, widget coordinates.
    public var frame: RectValue
    /// The control's node id in the archive.
    public var nodeID: String
    /// How many tappable regions (links and controls) enclose this one.
    public var depth: Int

    /// A region from its parts.
    public init(action: IntentAction, frame: RectValue, nodeID: String, depth: Int) {
        self.action = action; self.frame = frame; self.nodeID = nodeID; self.depth = depth
    }
}
