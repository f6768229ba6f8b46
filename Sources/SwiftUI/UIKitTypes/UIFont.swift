import Foundation

/// A font as UIKit code makes one; `Font(uiFont)` draws text with it.
///
/// System fonts keep their size, weight and traits, so `Font(UIFont.systemFont(ofSize: 15,
/// weight: .semibold))` gives the same text as `Font.system(size: 15, weight: .semibold)`.
/// `preferredFont(forTextStyle:)` is sized for the default Dynamic Type size (Large), which is
/// what UIKit code outside a view's environment gets in a widget; like on iOS, a `Font` made
/// from it keeps that size. Line metrics (`ascender`, `lineHeight`…) are not offered: they
/// depend on the font files the host renders with.
open class UIFont: @unchecked Sendable {
    /// A font weight on UIKit's scale (−1 ultra light … 1), as `UIFont.Weight(rawValue:)` takes it.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat
        /// A weight with a value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light, −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin, −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// Light, −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Regular, 0.
        public static let regular = Weight(rawValue: 0)
        /// Medium, 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold, 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold, 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy, 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black, 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The nearest SwiftUI weight.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's UIKit name.
        public var rawValue: String
        /// A style by its UIKit name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level title.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level title.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level title.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// First caption.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Second caption.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name; nil for a name UIKit does not define.
        var swiftUI: Font.TextStyle? {
            let table: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption,
                .caption2: .caption2,
            ]
            return table[self]
        }
    }

    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight (regular for named fonts).
    let weight: Weight
    /// The named font (`UIFont(name:size:)`); nil for system fonts.
    let customName: String?
    let italic: Bool
    let monospacedDigits: Bool
    let monospaced: Bool

    init(size: CGFloat, weight: Weight, customName: String? = nil, italic: Bool = false, monospacedDigits: Bool = false, monospaced: Bool = false) {
        self.pointSize = size; self.weight = weight; self.customName = customName
        self.italic = italic; self.monospacedDigits = monospacedDigits; self.monospaced = monospaced
    }

    /// A named font (a font file the extension ships or the host has); nil for an empty name.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.pointSize = fontSize; self.weight = .regular; self.customName = fontName
        self.italic = false; self.monospacedDigits = false; self.monospaced = false
    }

    /// The font's name: the name it was made with, or the system font's.
    public var fontName: String { customName ?? ".SFUI-\(monospaced ? "Mono" : "Regular")" }
    /// The font's family name.
    public var familyName: String { customName ?? (monospaced ? ".SF Mono" : ".SF UI Text") }

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    /// The regular system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    /// The italic system font at a size.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular, italic: true) }
    /// The system font whose digits all have the same width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, monospacedDigits: true)
    }
    /// The monospaced system font (SF Mono's role).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, monospaced: true)
    }
    /// The system font for a text style at the default Dynamic Type size (Large): body 17,
    /// headline 17 semibold, caption1 12…
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let swiftUIStyle = style.swiftUI ?? .body
        return UIFont(size: DynamicTypeTable.size(swiftUIStyle, .large), weight: swiftUIStyle == .headline ? .semibold : .regular)
    }
    /// As `preferredFont(forTextStyle:)`; the trait collection is not read.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: Any?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: weight, customName: customName, italic: italic, monospacedDigits: monospacedDigits, monospaced: monospaced)
    }

    /// The SwiftUI font that draws the same text.
    var font: Font {
        var font: Font =
            customName.map { Font.custom($0, fixedSize: pointSize) }
            ?? Font.system(size: pointSize, weight: weight.swiftUI, design: monospaced ? .monospaced : nil)
        if italic { font = font.italic() }
        if monospacedDigits { font = font.monospacedDigit() }
        return font
    }
}

extension Font {
    /// A font from a UIKit font: the same size, weight and traits.
    public init(_ font: UIFont) {
        self = font.font
    }
}
