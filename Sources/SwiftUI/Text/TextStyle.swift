import Foundation
internal import WidgetArchive

extension Text {
    /// Character attributes, set on a run (Text modifiers) or inherited from the environment
    /// (View modifiers). Unset fields fall through to the enclosing level.
    struct Style: Sendable, CustomDebugStringConvertible {
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var italic: Bool?
        var monospacedDigit: Bool?
        var monospaced: Bool?
        var foreground: AnyShapeStyle?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        var underline: LineStyle??
        var strikethrough: LineStyle??

        /// This style with unset fields taken from `outer` (inner settings win, as in SwiftUI).
        func filled(from outer: Style) -> Style {
            Style(
                font: font ?? outer.font, weight: weight ?? outer.weight, design: design ?? outer.design,
                italic: italic ?? outer.italic, monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
                monospaced: monospaced ?? outer.monospaced, foreground: foreground ?? outer.foreground,
                kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
                baselineOffset: baselineOffset ?? outer.baselineOffset,
                underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
        }

        var debugDescription: String {
            "Style(font: \(String(describing: font)), weight: \(String(describing: weight)), italic: \(String(describing: italic)), "
                + "fg: \(foreground.map { String(describing: $0.base) } ?? "nil"), k: \(String(describing: kerning)), t: \(String(describing: tracking)), "
                + "b: \(String(describing: baselineOffset)), u: \(String(describing: underline)), s: \(String(describing: strikethrough)), "
                + "d: \(String(describing: design)), m: \(String(describing: monospacedDigit)), mono: \(String(describing: monospaced)))"
        }
    }

    /// Applies a style change to every run that has not set it itself.
    func restyled(_ change: (inout Style) -> Void) -> Text {
        var outer = Style()
        change(&outer)
        return Text(runs: runs.map { Run(piece: $0.piece, style: $0.style.filled(from: outer)) })
    }

    /// The text in a font; nil uses the environment's font.
    public func font(_ font: Font?) -> Text { restyled { $0.font = font } }
    /// The text at a font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { restyled { $0.weight = weight } }
    /// The text in a font design.
    public func fontDesign(_ design: Font.Design?) -> Text { restyled { $0.design = design } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { restyled { $0.italic = true } }
    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { restyled { $0.italic = isActive } }
    /// The text with digits of equal width.
    public func monospacedDigit() -> Text { restyled { $0.monospacedDigit = true } }
    /// The text in a monospaced font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { restyled { $0.monospaced = isActive } }
    /// The text in a color; nil uses the foreground style.
    public func foregroundColor(_ color: Color?) -> Text { restyled { $0.foreground = color.map(AnyShapeStyle.init) } }
    /// The text in a shape style (a color, gradient or hierarchical level).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { restyled { $0.foreground = AnyShapeStyle(style) } }
    /// The text with extra space between characters, removing ligatures when needed.
    public func kerning(_ kerning: CGFloat) -> Text { restyled { $0.kerning = kerning } }
    /// The text with extra space between characters, keeping ligatures.
    public func tracking(_ tracking: CGFloat) -> Text { restyled { $0.tracking = tracking } }
    /// The text raised (or lowered, when negative) from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { restyled { $0.baselineOffset = baselineOffset } }
    /// The text underlined when `isActive`, in a color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        restyled { $0.underline = .some(isActive ? LineStyle(color: color) : nil) }
    }
    /// The text underlined when `isActive`, with a dash pattern and color.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        restyled { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }
    /// The text struck through when `isActive`, in a color.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        restyled { $0.strikethrough = .some(isActive ? LineStyle(color: color) : nil) }
    }
    /// The text struck through when `isActive`, with a dash pattern and color.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        restyled { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }
}
