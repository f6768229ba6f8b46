import Foundation
package import WidgetArchive

/// A color that adapts to the environment (color scheme) where it is drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    indirect enum Storage: Hashable, Sendable {
        case rgba(RGBAValue)
        /// A system color with light and dark appearances.
        case adaptive(light: RGBAValue, dark: RGBAValue, name: String)
        /// `Color("name")` from an asset catalog.
        case asset(name: String, bundle: String?)
        /// `Color.accentColor`: the widget's own `AccentColor` asset, known only where the
        /// view is resolved (`EnvironmentValues.appAccentColor`), else system blue.
        case accent
        case opacity(Storage, Double)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// The color space that a color's components are given in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
        var archived: RGBAValue.Space {
            switch self {
            case .sRGB: .sRGB
            case .sRGBLinear: .sRGBLinear
            case .displayP3: .displayP3
            }
        }
    }

    /// A color from red, green and blue components, 0...1, in a color space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.storage = .rgba(RGBAValue(red: red, green: green, blue: blue, alpha: opacity, space: colorSpace.archived))
    }

    /// A gray from a white level, 0...1, in a color space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness, each 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A color from the widget's asset catalog (`Assets.xcassets/<name>.colorset`).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.storage = .asset(name: name, bundle: bundle.flatMap(Self.bundleName))
    }

    /// An asset color from the resource bundle named `bundle` (the runtime's form of
    /// `Color(name, bundle:)`, for bundles it found by name).
    package init(assetNamed name: String, inBundleNamed bundle: String?) {
        self.storage = .asset(name: name, bundle: bundle)
    }

    /// A color from a UIKit color.
    public init(uiColor: UIColor) {
        self.storage = Self.storage(of: uiColor)
    }

    /// A color from a UIKit color.
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// The color at `opacity` times its own opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    /// A readable description of the color (its components or system name).
    public var description: String {
        switch storage {
        case .adaptive(_, _, let name): name
        case .asset(let name, _): "NamedColor(\"\(name)\")"
        case .accent: "accentColor"
        default: ArchiveDump.describe(.color(resolve(.light)))
        }
    }

    static func bundleName(_ bundle: Bundle) -> String? {
        bundle == Bundle.main ? nil : bundle.bundleURL.lastPathComponent
    }

    static func storage(of color: UIColor) -> Storage {
        if let name = color.assetName { return .asset(name: name, bundle: color.assetBundleName) }
        let c = color.components
        if let d = color.darkComponents, let name = color.systemName {
            return .adaptive(
                light: RGBAValue(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha),
                dark: RGBAValue(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha), name: name)
        }
        return .rgba(RGBAValue(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
    }

    /// The color as drawn in a color scheme, with no widget around it (`accentColor` is
    /// system blue).
    package func resolve(_ scheme: ColorScheme) -> ColorValue {
        Self.resolve(storage, scheme, accent: nil)
    }

    /// The color as drawn where `environment` applies: `accentColor` is the widget's own.
    package func resolve(in environment: EnvironmentValues) -> ColorValue {
        Self.resolve(storage, environment.colorScheme, accent: environment.appAccentColor?.storage)
    }

    /// iOS's system blue, the accent of a widget whose catalog has no `AccentColor`.
    static let systemAccent = Storage.adaptive(
        light: RGBAValue(red: 0, green: 122 / 255, blue: 1), dark: RGBAValue(red: 10 / 255, green: 132 / 255, blue: 1),
        name: "accentColor")

    private static func resolve(_ storage: Storage, _ scheme: ColorScheme, accent: Storage?) -> ColorValue {
        switch storage {
        case .rgba(let v): return .rgba(v)
        case .adaptive(let light, let dark, _): return .rgba(scheme == .dark ? dark : light)
        case .asset(let name, let bundle): return .asset(name: name, bundle: bundle, opacity: 1)
        case .accent:
            // An accent that is itself `.accent` would recurse; it can only be system blue.
            if let accent, accent != .accent { return resolve(accent, scheme, accent: nil) }
            return resolve(systemAccent, scheme, accent: nil)
        case .opacity(let base, let factor):
            switch resolve(base, scheme, accent: accent) {
            case .rgba(var v): v.alpha *= factor; return .rgba(v)
            case .asset(let name, let bundle, let opacity): return .asset(name: name, bundle: bundle, opacity: opacity * factor)
            }
        }
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    package func _paint(in environment: EnvironmentValues) -> Paint {
        .color(resolve(in: environment))
    }
}

extension Color: View, PrimitiveView {
    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    /// A color used as a view fills the space it is offered.
    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        context.checkAsset(self)
        return [Node.leaf(.shape(ShapeNode(geometry: .rectangle, drawing: .fill(_paint(in: context.environment), evenOdd: false))), context)]
    }
}

extension ResolveContext {
    /// Reports a `Color("name")` the extension does not ship.
    func checkAsset(_ color: Color) {
        guard case .asset(let name, let bundle) = color.storage, let assets = sink.assets else { return }
        if assets.colorSet(named: name, inBundleNamed: bundle) == nil {
            diagnose(.warning, "missing-asset", "no color set named \"\(name)\" in the extension's asset catalogs")
        }
    }
}
