import AssetCatalog
import Foundation
import WidgetArchive

/// Turns archive colors into sRGB for cairo: converts Display P3 / linear colors, resolves
/// asset-catalog colors for the list's color scheme, and reports missing assets once each.
final class ColorResolver {
    let locator: AssetLocator?
    let colorScheme: ArchiveEnvironment.ColorScheme
    private(set) var diagnostics: [Diagnostic] = []
    private var reported = Set<String>()
    private var cache: [String: RGBA] = [:]

    init(locator: AssetLocator?, colorScheme: ArchiveEnvironment.ColorScheme) {
        self.locator = locator; self.colorScheme = colorScheme
    }

    func resolve(_ color: ColorValue) -> RGBA {
        switch color {
        case .rgba(let value):
            let space: AssetColor.ColorSpace
            switch value.space {
            case .sRGB: return RGBA(r: value.red, g: value.green, b: value.blue, a: value.alpha).clamped
            case .displayP3: space = .displayP3
            case .sRGBLinear: space = .extendedLinearSRGB
            }
            let converted = AssetColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha, colorSpace: space).convertedToExtendedSRGB()
            return RGBA(r: converted.red, g: converted.green, b: converted.blue, a: converted.alpha).clamped
        case .asset(let name, let bundle, let opacity):
            let key = "\(bundle ?? "")/\(name)"
            if var cached = cache[key] { cached.a *= opacity; return cached.clamped }
            let appearance: Appearance = colorScheme == .dark ? .dark : .light
            // The named bundle first; else the first catalog whose set has a color for this
            // appearance (an empty set, like Xcode's template AccentColor, does not count).
            let candidates =
                [locator?.colorSet(named: name, inBundleNamed: bundle)?.set].compactMap { $0 }
                + (locator?.catalogs.compactMap { $0.colorSet(named: name) } ?? [])
            if let color = candidates.lazy.compactMap({ $0.resolve(appearance: appearance) }).first {
                let c = color.convertedToExtendedSRGB()
                let rgba = RGBA(r: c.red, g: c.green, b: c.blue, a: c.alpha)
                cache[key] = rgba
                var result = rgba
                result.a *= opacity
                return result.clamped
            }
            if reported.insert(key).inserted {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, code: "missing-asset",
                        message: "color \"\(name)\" is not in any asset catalog the renderer can see; drawn gray"))
            }
            // A visible neutral gray rather than nothing, so the layout still reads.
            let gray = RGBA(r: 0.56, g: 0.56, b: 0.58, a: opacity)
            cache[key] = RGBA(r: 0.56, g: 0.56, b: 0.58, a: 1)
            return gray.clamped
        }
    }

    /// The single color a paint reads as where only one is possible (text runs, underline):
    /// a gradient's first stop, a material's tint.
    func representative(_ paint: Paint) -> RGBA {
        switch paint {
        case .color(let color): resolve(color)
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            g.stops.first.map { resolve($0.color) } ?? .clear
        case .material(let name): Self.material(name, scheme: colorScheme)
        }
    }

    /// System materials as translucent fills (no background blur): white-ish in light mode,
    /// dark gray in dark mode, more opaque the thicker the material.
    static func material(_ name: String, scheme: ArchiveEnvironment.ColorScheme) -> RGBA {
        let alpha: Double =
            switch name {
            case "ultraThin": 0.35
            case "thin": 0.5
            case "thick": 0.8
            case "ultraThick": 0.9
            case "bar": 0.75
            default: 0.65
            }
        return scheme == .dark ? RGBA(r: 0.11, g: 0.11, b: 0.12, a: alpha) : RGBA(r: 0.97, g: 0.97, b: 0.97, a: alpha)
    }
}

extension RGBA {
    var clamped: RGBA {
        RGBA(r: min(1, max(0, r)), g: min(1, max(0, g)), b: min(1, max(0, b)), a: min(1, max(0, a)))
    }
}
