import AssetCatalog
import CCairo
import Foundation
import WidgetArchive

/// Maps Apple's system font designs and a widget's bundled fonts onto fonts installed on
/// Debian (see `scripts/apt-packages.txt`), as Pango font descriptions.
///
/// Choices, measured with Pango on this project's Debian 12 machine (hinting off,
/// unrounded glyph positions, unrounded sizes), at 17 pt:
///
/// | candidate | "The quick brown fox jumps over the lazy dog" | line height | first baseline |
/// |---|---|---|---|
/// | Inter | 359.7 pt | 20.58 pt | 16.47 pt |
/// | Inter Display | 327.7 pt | 20.55 pt | 16.39 pt |
/// | Liberation Sans | 336.4 pt | 18.99 pt | 15.39 pt |
/// | DejaVu Sans | 382.4 pt | 19.79 pt | 15.78 pt |
///
/// SF Pro cannot be measured here (Apple's fonts are not installable on Linux); its
/// published vertical metrics are ascender 0.952 em and descender 0.241 em, a 20.29 pt line
/// at 17 pt (`UIFont.systemFont(ofSize: 17).lineHeight`), cap height 0.705 em and x-height
/// 0.526 em. Inter (ascender 0.969, descender 0.242, cap height 0.727, x-height 0.546 em)
/// is the closest in vertical metrics (line 20.58 vs 20.29 pt; Liberation Sans 18.99,
/// DejaVu Sans 19.79) and, like SF Pro, a neo-grotesque with Text and Display optical
/// cuts; Liberation Sans (Arial metrics) sets noticeably tighter and DejaVu Sans wider.
///
/// - `default` → **Inter** (`fonts-inter`, family "Inter"), and **Inter Display** from
///   20 pt up, the way SF Pro switches from its Text to its Display optical size at 20 pt.
/// - `rounded` → Inter as well: none of the font packages this project installs has a rounded
///   sans face (`fc-list` shows none); SF Pro Rounded shares SF Pro's metrics, so Inter keeps
///   rounded text laid out at the right size.
/// - `serif` → **Liberation Serif** (`fonts-liberation`; Times metrics, a transitional serif
///   like New York): pangram 310.7 pt, line 18.83 pt. DejaVu Serif sets 25 % wider (387.5 pt)
///   and Noto Serif CJK SC has a 24.4 pt line.
/// - `monospaced` → **DejaVu Sans Mono** (`fonts-dejavu-core`): 0.602 em advance (pangram
///   440.1 pt), line 19.79 pt; Liberation Mono is a Courier-style face (438.7 pt, 19.26 pt),
///   Noto Sans Mono's line is 23.2 pt. DejaVu Sans Mono is, like SF Mono, a sans-serif
///   mono with a large x-height.
///
/// Every family is followed by **Noto Sans CJK SC** (`fonts-noto-cjk`) so Han, kana and
/// hangul fall back to a known face (not Droid Sans Fallback); Cyrillic, Greek and Latin
/// extended are covered by Inter itself. Emoji reach **Noto Color Emoji**
/// (`fonts-noto-color-emoji`) through fontconfig's own fallback: naming it in the family
/// list made Pango's emoji itemizer take the digits of "10:42" from the emoji font
/// (gray keycap digits with emoji advances). Arabic/Hebrew fall through to fontconfig.
public enum SystemFontMapping {
    /// The fallback families appended to every family list.
    public static let fallbackFamilies = ["Noto Sans CJK SC"]
    /// The icon font SF Symbols are drawn from.
    public static let symbolFamily = "Material Icons"

    /// The installed family for a system design at a size (points).
    public static func family(forSystemDesign design: String, size: Double) -> String {
        switch design {
        case "serif": "Liberation Serif"
        case "monospaced": "DejaVu Sans Mono"
        case "rounded", "default": size >= 20 ? "Inter Display" : "Inter"
        default: size >= 20 ? "Inter Display" : "Inter"
        }
    }

    /// Pango's weight for a FontSpec weight: the OpenType weight class (100…900) directly.
    public static func pangoWeight(_ weight: FontSpec.Weight) -> PangoWeight {
        PangoWeight(rawValue: UInt32(weight.numeric))
    }

    /// The family list (primary first, then fallbacks) for a font spec, resolving custom
    /// names through fontconfig (family or PostScript name).
    public static func familyList(for font: FontSpec) -> String {
        let primary: String
        switch font.family {
        case .system(let design): primary = family(forSystemDesign: design, size: font.size)
        case .custom(let name): primary = FontRegistry.shared.resolveCustom(name)?.family ?? family(forSystemDesign: "default", size: font.size)
        }
        return ([primary] + fallbackFamilies).joined(separator: ",")
    }
}

/// Registers font files bundled with widget extensions with fontconfig and resolves custom
/// font names. Registration is process-wide (fontconfig's current configuration), so it is
/// guarded by the `FontStack` lock and remembers what it added; Pango font maps created afterwards see
/// the fonts.
public final class FontRegistry: @unchecked Sendable {
    /// The registry of the process.
    public static let shared = FontRegistry()

    /// What a custom font name resolves to in fontconfig.
    public struct CustomFont: Hashable, Sendable {
        /// The fontconfig family name.
        public var family: String
        /// The OpenType weight of the face the name designated (PostScript names pick a face).
        public var weight: Int?
        /// Whether the designated face is italic; nil when the name did not say.
        public var italic: Bool?
    }

    private var registered = Set<String>()
    private var resolved: [String: CustomFont?] = [:]
    private var generationValue = 0
    /// Bumped whenever fonts are added, so text engines know to rebuild their font maps.
    public var generation: Int { FontStack.withLock { generationValue } }

    /// Adds every `.ttf`, `.otf`, `.ttc` file found (recursively) in `directories`, walked on
    /// every call: code that renders often keeps what it found (`ExtensionResources`).
    /// Returns the files added by this call.
    @discardableResult
    public func registerFonts(in directories: [URL]) -> [URL] {
        // Walk outside the font lock: renders elsewhere in the process need not wait for it.
        register(Self.fontFiles(in: directories))
    }

    /// Adds font files (already found) to fontconfig; returns those not registered before.
    @discardableResult
    public func register(_ files: [URL]) -> [URL] {
        guard !files.isEmpty else { return [] }
        return FontStack.withLock {
            var added: [URL] = []
            for url in files {
                let path = url.standardizedFileURL.path
                guard !registered.contains(path) else { continue }
                if FcConfigAppFontAddFile(nil, path) != 0 {
                    registered.insert(path)
                    added.append(url)
                }
            }
            if !added.isEmpty {
                generationValue += 1
                resolved.removeAll()
            }
            return added
        }
    }

    /// Every `.ttf`, `.otf`, `.ttc` file under `directories` (recursively), walked now; files
    /// that lead outside the directory they were found in are left out (`fontFilesChecked`).
    public static func fontFiles(in directories: [URL]) -> [URL] {
        fontFilesChecked(in: directories).files
    }

    /// Like `fontFiles(in:)`, also returning the font files refused because, once symbolic
    /// links are followed, they lie outside the directory they were found in: a bundle's
    /// fonts are the bundle's, never another app's or the host's files.
    public static func fontFilesChecked(in directories: [URL]) -> (files: [URL], refused: [URL]) {
        var files: [URL] = [], refused: [URL] = []
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator {
                let ext = url.pathExtension.lowercased()
                guard ext == "ttf" || ext == "otf" || ext == "ttc" else { continue }
                if ContainedPath.escapes(url, from: directory) { refused.append(url) } else { files.append(url) }
            }
        }
        return (files, refused)
    }

    /// Looks `name` up as a family name, then as a PostScript name.
    public func resolveCustom(_ name: String) -> CustomFont? {
        FontStack.withLock {
            if let cached = resolved[name] { return cached }
            let result = Self.query(property: "family", value: name) ?? Self.query(property: "postscriptname", value: name)
            resolved[name] = result
            return result
        }
    }

    private static func query(property: String, value: String) -> CustomFont? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = value.withCString { v in property.withCString { p in FcPatternAddString(pattern, p, UnsafeRawPointer(v).assumingMemoryBound(to: FcChar8.self)) } }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "family")
        _ = FcObjectSetAdd(objects, "weight")
        _ = FcObjectSetAdd(objects, "slant")
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { return nil }
        var familyPointer: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "family", 0, &familyPointer) == FcResultMatch, let familyPointer else { return nil }
        let family = String(cString: UnsafeRawPointer(familyPointer).assumingMemoryBound(to: CChar.self))
        var weight: Int32 = 0
        var slant: Int32 = 0
        let hasWeight = FcPatternGetInteger(font, "weight", 0, &weight) == FcResultMatch
        let hasSlant = FcPatternGetInteger(font, "slant", 0, &slant) == FcResultMatch
        if property == "family" {
            return CustomFont(family: family, weight: nil, italic: nil)
        }
        return CustomFont(
            family: family, weight: hasWeight ? Int(FcWeightToOpenType(weight)) : nil,
            italic: hasSlant ? slant != 0 : nil)
    }
}
