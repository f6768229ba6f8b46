import Foundation

extension AssetColor {
    /// The same color expressed in extended sRGB (sRGB transfer curve, unclamped).
    ///
    /// Renderers on Linux draw in sRGB; this lets them honour Display P3, linear and gray
    /// colors without knowing about each space. Out-of-gamut colors keep components
    /// outside 0...1 so nothing is lost before the final clamp.
    public func convertedToExtendedSRGB() -> AssetColor {
        switch colorSpace {
        case .sRGB, .extendedSRGB:
            return AssetColor(red: red, green: green, blue: blue, alpha: alpha, colorSpace: .extendedSRGB)
        case .extendedLinearSRGB:
            return AssetColor(
                red: Self.encodeSRGB(red), green: Self.encodeSRGB(green), blue: Self.encodeSRGB(blue),
                alpha: alpha, colorSpace: .extendedSRGB)
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; only the primaries differ.
            let r = Self.decodeSRGB(red), g = Self.decodeSRGB(green), b = Self.decodeSRGB(blue)
            let lr = 1.2249401 * r - 0.2249404 * g
            let lg = -0.0420569 * r + 1.0420571 * g
            let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            return AssetColor(
                red: Self.encodeSRGB(lr), green: Self.encodeSRGB(lg), blue: Self.encodeSRGB(lb),
                alpha: alpha, colorSpace: .extendedSRGB)
        case .gray, .extendedGray:
            // Gray gamma 2.2: linearise with a pure power curve, then apply sRGB's curve.
            let linear = Self.signedPower(white, 2.2)
            let encoded = Self.encodeSRGB(linear)
            return AssetColor(red: encoded, green: encoded, blue: encoded, alpha: alpha, colorSpace: .extendedSRGB)
        }
    }

    /// sRGB electro-optical transfer, mirrored for negative values as extended sRGB does.
    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }
}
