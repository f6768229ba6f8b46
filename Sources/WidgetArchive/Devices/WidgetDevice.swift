import Foundation

/// Widget sizes for one device class: points per family (Apple's HIG "Widgets"
/// specifications for iOS 16/17), content margins, screen scale and corner radius.
/// Sizes change with OS versions and devices, so they are data, not constants.
public struct WidgetDevice: Codable, Hashable, Sendable {
    /// The device's name as `vitrine devices` lists it (`iPhone 6.1" (390x844)`).
    public var name: String
    /// Portrait screen size in points.
    public var screen: SizeValue
    /// Device pixels per point.
    public var scale: Double
    /// Family name (`systemSmall`…) → widget size in points.
    public var sizes: [String: SizeValue]
    /// Margins the system applies around content for system families (accessory: 0).
    public var systemContentMargin: Double
    /// The radius the system clips system-family widgets to (ContainerRelativeShape).
    public var cornerRadius: Double

    /// A device from its screen, scale and family sizes.
    public init(name: String, screen: SizeValue, scale: Double, sizes: [String: SizeValue], systemContentMargin: Double = 16, cornerRadius: Double = 22) {
        self.name = name; self.screen = screen; self.scale = scale; self.sizes = sizes
        self.systemContentMargin = systemContentMargin; self.cornerRadius = cornerRadius
    }

    /// The size of a family by name; nil when the device does not offer it.
    public func size(of family: String) -> SizeValue? { sizes[family] }

    /// The content margins of a family: none for accessory families, `systemContentMargin` otherwise.
    public func contentMargins(of family: String) -> EdgeInsetsValue {
        let m = family.hasPrefix("accessory") ? 0 : systemContentMargin
        return EdgeInsetsValue(top: m, leading: m, bottom: m, trailing: m)
    }
}

extension WidgetDevice {
    private static func iPhone(
        _ name: String, _ w: Double, _ h: Double, scale: Double, small: Double, medium: (Double, Double),
        large: (Double, Double), circular: Double?, rectangular: (Double, Double)?, inline: (Double, Double)?
    ) -> WidgetDevice {
        var sizes: [String: SizeValue] = [
            "systemSmall": SizeValue(width: small, height: small),
            "systemMedium": SizeValue(width: medium.0, height: medium.1),
            "systemLarge": SizeValue(width: large.0, height: large.1),
        ]
        if let circular { sizes["accessoryCircular"] = SizeValue(width: circular, height: circular) }
        if let rectangular { sizes["accessoryRectangular"] = SizeValue(width: rectangular.0, height: rectangular.1) }
        if let inline { sizes["accessoryInline"] = SizeValue(width: inline.0, height: inline.1) }
        return WidgetDevice(name: name, screen: SizeValue(width: w, height: h), scale: scale, sizes: sizes)
    }

    private static func iPad(_ name: String, _ w: Double, _ h: Double, small: Double, medium: Double, large: Double, extraLarge: Double) -> WidgetDevice {
        WidgetDevice(
            name: name, screen: SizeValue(width: w, height: h), scale: 2,
            sizes: [
                "systemSmall": SizeValue(width: small, height: small),
                "systemMedium": SizeValue(width: medium, height: small),
                "systemLarge": SizeValue(width: large, height: large),
                "systemExtraLarge": SizeValue(width: extraLarge, height: large),
            ])
    }

    /// iPhone 15/16-class screens (393×852 and 390×844 pt): the default.
    public static let iPhone6_1 = iPhone(
        "iPhone 6.1\" (390x844)", 390, 844, scale: 3, small: 158, medium: (338, 158), large: (338, 354),
        circular: 72, rectangular: (160, 72), inline: (234, 26))

    /// Every device Vitrine knows, iPhones then iPads.
    public static let presets: [WidgetDevice] = [
        iPhone(
            "iPhone 6.7\" (430x932)", 430, 932, scale: 3, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76),
            inline: (257, 26)),
        iPhone(
            "iPhone 6.5\" (414x896)", 414, 896, scale: 3, small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72),
            inline: (248, 26)),
        iPhone(
            "iPhone 5.5\" (414x736)", 414, 736, scale: 3, small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76),
            inline: (248, 26)),
        iPhone6_1,
        iPhone(
            "iPhone 5.8\" (375x812)", 375, 812, scale: 3, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72),
            inline: (225, 26)),
        iPhone(
            "iPhone 4.7\" (375x667)", 375, 667, scale: 2, small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68),
            inline: (225, 26)),
        iPhone("iPhone 4\" (320x568)", 320, 568, scale: 2, small: 141, medium: (292, 141), large: (292, 311), circular: nil, rectangular: nil, inline: nil),
        iPad("iPad 9.7\" (768x1024)", 768, 1024, small: 141, medium: 305.5, large: 305.5, extraLarge: 634.5),
        iPad("iPad 10.5\" (834x1112)", 834, 1112, small: 150, medium: 327.5, large: 327.5, extraLarge: 682),
        iPad("iPad 11\" (834x1194)", 834, 1194, small: 155, medium: 342, large: 342, extraLarge: 715.5),
        iPad("iPad 12.9\" (1024x1366)", 1024, 1366, small: 170, medium: 378.5, large: 378.5, extraLarge: 795),
    ]

    /// The device used when none is named: a 6.1-inch iPhone.
    public static let `default` = iPhone6_1

    /// A preset by (case-insensitive, partial) name, e.g. "6.7" or "ipad 11".
    public static func preset(named name: String) -> WidgetDevice? {
        let needle = name.lowercased()
        return presets.first { $0.name.lowercased() == needle } ?? presets.first { $0.name.lowercased().contains(needle) }
    }
}
