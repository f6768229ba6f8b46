import Foundation
import WidgetArchive

/// A `Link`'s tappable area after layout: its laid-out frame (widget coordinates, points,
/// origin top-left) and its destination.
public struct LinkRegion: Codable, Hashable, Sendable {
    /// The URL the link opens.
    public var url: String
    /// The link's laid-out frame, points, widget coordinates.
    public var frame: RectValue
    /// The link node's structural id in the archive.
    public var nodeID: String
    /// How many links and App Intent controls enclose this one (0: inside none).
    public var depth: Int

    /// A link region from its parts.
    public init(url: String, frame: RectValue, nodeID: String, depth: Int) {
        self.url = url; self.frame = frame; self.nodeID = nodeID; self.depth = depth
    }
}
