import Foundation

/// What the `vitrine` command line (and tests) ask a running host, as typed messages:
/// `{"host": {"_0": {"tap": {"instance": 3, "x": 10, "y": 20}}}}` on the wire.
public enum HostCommand: Codable, Sendable, Hashable, CustomStringConvertible {
    /// Re-read the store after another process changed it (`vitrine apps install`…).
    case sync
    /// The host's status text (`vitrine status`).
    case status
    /// Reloads the user asked for (exempt from the budget, as a person's request is).
    case reload(instances: [Int64])
    /// A change of the system around the widgets.
    case system(SystemChange)
    /// A tap at (x, y) points on a widget; answered with `ControlResult.tap`.
    case tap(instance: Int64, x: Double, y: Double)
    /// The link areas of the widget's shown entry; answered with `ControlResult.links`.
    case links(instance: Int64)
    /// The App Intent controls of the widget's shown entry; answered with `ControlResult.controls`.
    case controls(instance: Int64)

    /// The command as the flight record and logs show it, e.g. `tap #3 at (10.0, 20.0)`.
    public var description: String {
        switch self {
        case .sync: "sync"
        case .status: "status"
        case .reload(let instances): "reload \(instances.map { "#\($0)" }.joined(separator: " "))"
        case .system(let change): "system \(change)"
        case .tap(let instance, let x, let y): "tap #\(instance) at (\(x), \(y))"
        case .links(let instance): "links #\(instance)"
        case .controls(let instance): "controls #\(instance)"
        }
    }
}

/// A link's tappable area on a shown widget, in points from its top-left corner.
public struct LinkArea: Codable, Sendable, Hashable {
    /// Where the link goes.
    public var url: String
    /// Left edge, in points from the widget's left.
    public var x: Double
    /// Top edge, in points from the widget's top.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// How many links enclose this one (0: none).
    public var depth: Int

    /// A link area as the host measured it.
    public init(url: String, x: Double, y: Double, width: Double, height: Double, depth: Int) {
        self.url = url; self.x = x; self.y = y; self.width = width; self.height = height; self.depth = depth
    }
}
