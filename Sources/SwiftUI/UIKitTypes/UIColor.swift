internal import AssetCatalog
import Foundation

/// Color values as UIKit code creates them; converted with `Color(uiColor:)`.
open class UIColor: @unchecked Sendable {
    /// The color's channels, each 0...1.
    public struct Components: Sendable, Equatable {
        /// Red, green, blue and alpha channels, 0...1.
        public var red: Double, green: Double, blue: Double, alpha: Double
    }
    /// The color's channels (the light appearance, for system and asset colors).
    public let components: Components
    /// The dark appearance of a dynamic system color (`label`, `systemGray2`…); nil for a
    /// color that looks the same in both.
    public let darkComponents: Components?
    /// The system color's name (`systemGray2`) for dynamic colors, nil otherwise.
    let systemName: String?
    /// The asset-catalog color set this color came from, for colors made with `UIColor(named:)`.
    public let assetName: String?
    /// The resource bundle that holds `assetName`; nil for the extension's own bundle.
    public let assetBundleName: String?

    /// Creates a color from red, green, blue and alpha components, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.components = Components(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        self.darkComponents = nil
        self.systemName = nil
        self.assetName = nil
        self.assetBundleName = nil
    }

    /// A dynamic system color from its light and dark appearances, in 0...255 channels.
    convenience init(system name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        self.init(
            system: name, light: Components(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
            dark: Components(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3))
    }

    init(system name: String, light: Components, dark: Components) {
        self.components = light
        self.darkComponents = dark
        self.systemName = name
        self.assetName = nil
        self.assetBundleName = nil
    }

    /// Creates a gray with the given brightness (0 black, 1 white) and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color set from the extension's asset catalogs; nil when there is none.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        let bundleName = bundle.flatMap { $0 == Bundle.main ? nil : $0.bundleURL.lastPathComponent }
        guard let found = AssetLocator.currentProcess.colorSet(named: name, inBundleNamed: bundleName) else { return nil }
        let c = found.set.resolve(appearance: .light)
        self.components = Components(red: c?.red ?? 0, green: c?.green ?? 0, blue: c?.blue ?? 0, alpha: c?.alpha ?? 1)
        self.darkComponents = nil
        self.systemName = nil
        self.assetName = name
        self.assetBundleName = bundleName
    }

    /// This color with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard var dark = darkComponents, let systemName else {
            return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        var light = components
        light.alpha = Double(alpha)
        dark.alpha = Double(alpha)
        return UIColor(system: systemName, light: light, dark: dark)
    }

    /// Creates a color from hue, saturation, brightness and alpha, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - floor(Double(hue))) * 6, sat = Double(saturation), v = Double(brightness)
        let i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - sat), q = v * (1 - sat * f), t = v * (1 - sat * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}
