import Foundation
internal import WidgetArchive

/// The screen as UIKit code reads it.
///
/// Vitrine renders every widget for one device, `WidgetDevice.default` (an iPhone 6.1"
/// class screen: 390 × 844 points at 3 pixels per point), so `UIScreen.main` reports that
/// screen: the sizes widget code derives from it match the widget sizes it is drawn at.
@MainActor
open class UIScreen {
    /// The device's screen.
    public static let main = UIScreen(device: .default)

    /// The screen's bounds in points, portrait, origin at zero.
    public let bounds: CGRect
    /// Device pixels per point.
    public let scale: CGFloat

    init(device: WidgetDevice) {
        self.bounds = CGRect(x: 0, y: 0, width: device.screen.width, height: device.screen.height)
        self.scale = CGFloat(device.scale)
    }

    /// The bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the physical screen (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
}
