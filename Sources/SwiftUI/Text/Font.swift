import Foundation
internal import WidgetArchive

/// A font: a text style that follows Dynamic Type, a fixed-size system font, or a font the
/// widget bundles; plus weight, italic and other traits.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?)
        case system(size: CGFloat, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }
    var base: Base
    var weight: Weight?
    var isItalic = false
    var hasMonospacedDigits = false
    var isMonospaced = false
    var isSmallCaps = false
    var lineLeading: Leading = .standard

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    /// The semantic text styles; each has a size for every Dynamic Type size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }

    /// How thick a font's strokes are.
    public struct Weight: Hashable, Sendable {
        let archived: FontSpec.Weight
        /// The thinnest weight.
        public static let ultraLight = Weight(archived: .ultraLight)
        /// A very light weight.
        public static let thin = Weight(archived: .thin)
        /// A light weight.
        public static let light = Weight(archived: .light)
        /// The regular weight of body text.
        public static let regular = Weight(archived: .regular)
        /// Slightly heavier than regular.
        public static let medium = Weight(archived: .medium)
        /// Between medium and bold.
        public static let semibold = Weight(archived: .semibold)
        /// The bold weight.
        public static let bold = Weight(archived: .bold)
        /// Heavier than bold.
        public static let heavy = Weight(archived: .heavy)
        /// The heaviest weight.
        public static let black = Weight(archived: .black)
    }

    /// A font's design: the default San Francisco, serif (New York), rounded or monospaced.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
        var archived: String {
            switch self {
            case .default: "default"
            case .serif: "serif"
            case .rounded: "rounded"
            case .monospaced: "monospaced"
            }
        }
    }

    /// Line spacing of a font: its standard, a tighter or a looser one.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The largest title style.
    public static let largeTitle = Font(base: .textStyle(.largeTitle, design: nil))
    /// The title style of the first level.
    public static let title = Font(base: .textStyle(.title, design: nil))
    /// The title style of the second level.
    public static let title2 = Font(base: .textStyle(.title2, design: nil))
    /// The title style of the third level.
    public static let title3 = Font(base: .textStyle(.title3, design: nil))
    /// The style of headings: body size, semibold.
    public static let headline = Font(base: .textStyle(.headline, design: nil))
    /// The style of subheadings, a little smaller than body.
    public static let subheadline = Font(base: .textStyle(.subheadline, design: nil))
    /// The style of body text.
    public static let body = Font(base: .textStyle(.body, design: nil))
    /// The style of callouts, smaller than body.
    public static let callout = Font(base: .textStyle(.callout, design: nil))
    /// The style of footnotes.
    public static let footnote = Font(base: .textStyle(.footnote, design: nil))
    /// The style of captions.
    public static let caption = Font(base: .textStyle(.caption, design: nil))
    /// The smaller caption style.
    public static let caption2 = Font(base: .textStyle(.caption2, design: nil))
    /// An extra-large title style (visionOS).
    public static let extraLargeTitle = Font(base: .textStyle(.extraLargeTitle, design: nil))
    /// The second extra-large title style (visionOS).
    public static let extraLargeTitle2 = Font(base: .textStyle(.extraLargeTitle2, design: nil))

    /// A text style in a design and weight (iOS 16's optional-parameter form also covers
    /// iOS 13's `system(_:design:)`).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    /// The system font at a fixed size, with an optional weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design), weight: weight)
    }

    /// A bundled font that scales with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font by name that scales with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font by name at a size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The font with a different weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font with digits of equal width, so numbers do not jump as they change.
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    /// The monospaced variant of the font.
    public func monospaced() -> Font { var f = self; f.isMonospaced = true; return f }
    /// The font's small capitals for lowercase letters.
    public func smallCaps() -> Font { var f = self; f.isSmallCaps = true; return f }
    /// The font with lowercase letters as small capitals.
    public func lowercaseSmallCaps() -> Font { smallCaps() }
    /// The font with uppercase letters as small capitals (drawn like `smallCaps()` here).
    public func uppercaseSmallCaps() -> Font { smallCaps() }
    /// The font with a standard, tighter or looser line spacing.
    public func leading(_ leading: Leading) -> Font { var f = self; f.lineLeading = leading; return f }
}

extension Font {
    /// The archived font for a Dynamic Type size, with run-level traits applied on top.
    func archived(
        dynamicTypeSize: DynamicTypeSize, weight overrideWeight: Weight? = nil, italic overrideItalic: Bool = false,
        monospacedDigit overrideDigits: Bool = false, design overrideDesign: Design? = nil, monospaced overrideMono: Bool = false
    ) -> FontSpec {
        var family: FontSpec.Family
        var size: Double
        var weight: FontSpec.Weight = self.weight?.archived ?? .regular
        var textStyle: String?
        switch base {
        case .textStyle(let style, let design):
            size = DynamicTypeTable.size(style, dynamicTypeSize)
            if self.weight == nil && style == .headline { weight = .semibold }
            family = .system(design: (overrideDesign ?? design ?? .default).archived)
            textStyle = "\(style)"
        case .system(let s, let design):
            size = Double(s)
            family = .system(design: (overrideDesign ?? design ?? .default).archived)
        case .custom(let name, let s, let relativeTo):
            size = Double(s)
            if let relativeTo {
                size *= DynamicTypeTable.size(relativeTo, dynamicTypeSize) / DynamicTypeTable.size(relativeTo, .large)
            }
            family = .custom(name: name)
        }
        if isMonospaced || overrideMono, case .system = family { family = .system(design: "monospaced") }
        if let overrideWeight { weight = overrideWeight.archived }
        let leading: FontSpec.Leading =
            switch self.lineLeading {
            case .standard: .standard
            case .tight: .tight
            case .loose: .loose
            }
        return FontSpec(
            family: family, size: size, weight: weight, italic: isItalic || overrideItalic,
            monospacedDigit: hasMonospacedDigits || overrideDigits, smallCaps: isSmallCaps, leading: leading, textStyle: textStyle)
    }
}

/// Point sizes of Apple's text styles at each Dynamic Type size (iOS Human Interface
/// Guidelines, "Typography"); `large` is the default.
enum DynamicTypeTable {
    static func size(_ style: Font.TextStyle, _ dynamicTypeSize: DynamicTypeSize) -> Double {
        let column = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!
        return rows[style]![column]
    }

    //                                xS  S   M   L   xL  xxL xxxL A1  A2  A3  A4  A5
    static let rows: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        // visionOS styles; iOS has no table, scale like largeTitle.
        .extraLargeTitle: [33, 34, 35, 36, 38, 40, 42, 46, 50, 54, 58, 62],
        .extraLargeTitle2: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    ]
}
