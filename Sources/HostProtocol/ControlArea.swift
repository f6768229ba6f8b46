import Foundation

/// An App Intent control's tappable area on a shown widget (`Button(intent:)` or
/// `Toggle(isOn:intent:)`), in points from its top-left corner, as the `controls` command
/// answers it.
public struct ControlArea: Codable, Sendable, Hashable {
    /// `button` or `toggle`.
    public var kind: String
    /// The intent type's name, as people read it (`IncrementIntent`).
    public var intent: String
    /// For a toggle: the state it shows (while its intent runs, the new state).
    public var isOn: Bool?
    /// The intent sets `openAppWhenRun`: a tap opens the app instead of performing.
    public var opensApp: Bool
    /// Left edge, in points from the widget's left.
    public var x: Double
    /// Top edge, in points from the widget's top.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// How many links and controls enclose this one (0: none).
    public var depth: Int

    /// A control area as the host measured it.
    public init(kind: String, intent: String, isOn: Bool?, opensApp: Bool, x: Double, y: Double, width: Double, height: Double, depth: Int) {
        self.kind = kind; self.intent = intent; self.isOn = isOn; self.opensApp = opensApp
        self.x = x; self.y = y; self.width = width; self.height = height; self.depth = depth
    }
}
