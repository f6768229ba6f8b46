import Foundation
internal import WidgetArchive

/// Widget sizes in points for a device class and the content margins the system applies,
/// read from the shared device table (`WidgetDevice` in WidgetArchive).
package struct WidgetMetrics: Sendable {
    let device: WidgetDevice

    package var name: String { device.name }
    package var scale: CGFloat { CGFloat(device.scale) }

    package func size(of family: WidgetFamily) -> CGSize {
        // A family the device does not offer (extra large on an iPhone) takes the size of
        // the first preset that offers it, the rule previews announce (WidgetDevice).
        let size = device.previewDevice(for: family.familyName)?.device.size(of: family.familyName) ?? SizeValue(width: 0, height: 0)
        return CGSize(width: size.width, height: size.height)
    }

    package func contentMargins(for family: WidgetFamily) -> EdgeInsets {
        let m = device.contentMargins(of: family.description)
        return EdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)
    }

    package static let defaultDevice = WidgetMetrics(device: .default)
}
