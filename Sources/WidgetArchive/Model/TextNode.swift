import Foundation

/// A paragraph of styled runs (`Text` after concatenation with `+`).
public struct TextNode: Codable, Hashable, Sendable {
    /// How lines of a paragraph align.
    public enum Alignment: String, Codable, Hashable, Sendable { case leading, center, trailing }
    /// Where text that does not fit is cut.
    public enum Truncation: String, Codable, Hashable, Sendable { case head, middle, tail }

    /// The styled runs, in order.
    public var runs: [TextRun]
    /// The most lines; nil for no limit.
    public var lineLimit: Int?
    /// How the lines align.
    public var alignment: Alignment
    /// Where text that does not fit is cut.
    public var truncation: Truncation
    /// How far the text may shrink to fit, as a fraction of its size.
    public var minimumScaleFactor: Double
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// Whether letter spacing may tighten to fit.
    public var allowsTightening: Bool

    /// A paragraph; unlimited lines, leading-aligned, cut at the tail unless given.
    public init(
        runs: [TextRun], lineLimit: Int? = nil, alignment: Alignment = .leading, truncation: Truncation = .tail,
        minimumScaleFactor: Double = 1, lineSpacing: Double = 0, allowsTightening: Bool = false
    ) {
        self.runs = runs; self.lineLimit = lineLimit; self.alignment = alignment; self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor; self.lineSpacing = lineSpacing; self.allowsTightening = allowsTightening
    }

    /// The text as it reads now, with dynamic dates formatted at `date`.
    public func plainText(at date: Date? = nil) -> String {
        runs.map { run in
            switch run.content {
            case .string(let s): s
            case .date(let d): d.formatted(at: date ?? d.referenceDate)
            case .image(let image): image.source.description
            }
        }.joined()
    }
}

/// A piece of a paragraph in one style.
public struct TextRun: Codable, Hashable, Sendable {
    /// What a run shows.
    public enum Content: Codable, Hashable, Sendable {
        /// Plain characters.
        case string(String)
        /// Self-updating date text, formatted at render time.
        case date(DateText)
        /// `Text(Image(systemName:))` inline in a paragraph.
        case image(ImageNode)
    }
    /// The dash pattern of an underline or strikethrough.
    public enum LineStyle: String, Codable, Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    /// An underline or strikethrough.
    public struct Decoration: Codable, Hashable, Sendable {
        /// Its dash pattern.
        public var pattern: LineStyle
        /// Its color; nil uses the run's foreground.
        public var color: Paint?
        /// A line decoration; solid in the text's color unless given.
        public init(pattern: LineStyle = .solid, color: Paint? = nil) { self.pattern = pattern; self.color = color }
    }

    /// What the run shows.
    public var content: Content
    /// The resolved font.
    public var font: FontSpec
    /// The text color or gradient.
    public var foreground: Paint
    /// Extra space between characters, removing ligatures where needed.
    public var kerning: Double
    /// Extra space between characters, keeping ligatures.
    public var tracking: Double
    /// How far the run is raised from the baseline, in points.
    public var baselineOffset: Double
    /// The underline; nil for none.
    public var underline: Decoration?
    /// The strikethrough; nil for none.
    public var strikethrough: Decoration?

    /// A run; no spacing, offset or decorations unless given.
    public init(
        content: Content, font: FontSpec, foreground: Paint, kerning: Double = 0, tracking: Double = 0,
        baselineOffset: Double = 0, underline: Decoration? = nil, strikethrough: Decoration? = nil
    ) {
        self.content = content; self.font = font; self.foreground = foreground; self.kerning = kerning
        self.tracking = tracking; self.baselineOffset = baselineOffset; self.underline = underline; self.strikethrough = strikethrough
    }
}
