internal import AssetCatalog
import Foundation

/// Color values as UIKit code creates them; converted with `Color(uiColor:)`.
open class UIColor: @unchecked Sendable {
    /// The color's channels, each 0...1.
    public struct Components: Sendable, Equatable {
        /// Red, green, blue and alpha channels, 0...1.
        public var red: Double, green: Double, blue: Double, alpha: Double
    }
    /// The color's channels (the light appearance, for asset colors).
    public let components: Components
    /// The asset-catalog color set this color came from, for colors made with `UIColor(named:)`.
    public let assetName: String?
    /// The resource bundle that holds `assetName`; nil for the extension's own bundle.
    public let assetBundleName: String?

    /// Creates a color from red, green, blue and alpha components, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.components = Components(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
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
        self.assetName = name
        self.assetBundleName = bundleName
    }

    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The system red (light appearance).
    public static let red = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    /// The system green (light appearance).
    public static let green = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    /// The system blue (light appearance).
    public static let blue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    /// The background color of a screen (white in the light appearance).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The color of primary text (black in the light appearance).
    public static let label = UIColor(white: 0, alpha: 1)
    /// The color of secondary text: a translucent gray.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)

    /// This color with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }
}
