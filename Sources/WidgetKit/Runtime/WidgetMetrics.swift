import Foundation

/// Widget sizes in points for a device class (HIG "Widgets" specifications), and the
/// content margins the system applies. Data, not constants: later work loads more devices.
package struct WidgetMetrics: Sendable {
    package let name: String
    package let sizes: [WidgetFamily: CGSize]
    package let systemMargin: CGFloat
    package let scale: CGFloat

    package func size(of family: WidgetFamily) -> CGSize {
        sizes[family] ?? CGSize(width: 158, height: 158)
    }

    package func contentMargins(for family: WidgetFamily) -> EdgeInsets {
        let m = family.isAccessory ? 0 : systemMargin
        return EdgeInsets(top: m, leading: m, bottom: m, trailing: m)
    }

    /// iPhone 15/16 class (393×852 and 390×844 pt screens); extra large from the 11" iPad.
    package static let defaultDevice = WidgetMetrics(
        name: "iPhone 390x844",
        sizes: [
            .systemSmall: CGSize(width: 158, height: 158),
            .systemMedium: CGSize(width: 338, height: 158),
            .systemLarge: CGSize(width: 338, height: 354),
            .systemExtraLarge: CGSize(width: 715.5, height: 342),
            .accessoryCircular: CGSize(width: 72, height: 72),
            .accessoryRectangular: CGSize(width: 160, height: 72),
            .accessoryInline: CGSize(width: 234, height: 26),
        ],
        systemMargin: 16,
        scale: 3)
}
