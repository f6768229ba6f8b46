/// The gestures a SwiftUI ``Map`` accepts. Widgets take no gestures; the value is kept only so
/// code passing it compiles.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int

    /// Modes from bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Dragging.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Pinching.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every gesture.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}
