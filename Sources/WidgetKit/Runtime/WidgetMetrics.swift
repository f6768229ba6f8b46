import Foundation
internal import WidgetArchive

/// Widget sizes in points for a device class and the content margins the system applies,
/// read from the shared device table (`WidgetDevice` in WidgetArchive).
package struct WidgetMetrics: Sendable {
    let device: WidgetDevice

    package var name: String { device.name }
    package var scale: CGFloat { CGFloat(device.scale) }

    package func size(of family: WidgetFamily) -> CGSize {
        // A family the device does not offer (extra large on iPhone) falls back to the
        // 11" iPad's size, so every family can still be previewed.
        let size = device.size(of: family.description)
            ?? WidgetDevice.preset(named: "iPad 11")?.size(of: family.description)
            ?? SizeValue(width: 158, height: 158)
        return CGSize(width: size.width, height: size.height)
    }

    package func contentMargins(for family: WidgetFamily) -> EdgeInsets {
        let m = device.contentMargins(of: family.description)
        return EdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)
    }

    package static let defaultDevice = WidgetMetrics(device: .default)
}
