import Foundation

/// A paragraph of styled runs (`Text` after concatenation with `+`).
public struct TextNode: Codable, Hashable, Sendable {
    public enum Alignment: String, Codable, Hashable, Sendable { case leading, center, trailing }
    public enum Truncation: String, Codable, Hashable, Sendable { case head, middle, tail }

    public var runs: [TextRun]
    public var lineLimit: Int?
    public var alignment: Alignment
    public var truncation: Truncation
    public var minimumScaleFactor: Double
    public var lineSpacing: Double
    public var allowsTightening: Bool

    public init(runs: [TextRun], lineLimit: Int? = nil, alignment: Alignment = .leading, truncation: Truncation = .tail,
                minimumScaleFactor: Double = 1, lineSpacing: Double = 0, allowsTightening: Bool = false) {
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

public struct TextRun: Codable, Hashable, Sendable {
    public enum Content: Codable, Hashable, Sendable {
        case string(String)
        /// Self-updating date text, formatted at render time.
        case date(DateText)
        /// `Text(Image(systemName:))` inline in a paragraph.
        case image(ImageNode)
    }
    public enum LineStyle: String, Codable, Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public struct Decoration: Codable, Hashable, Sendable {
        public var pattern: LineStyle
        public var color: Paint?
        public init(pattern: LineStyle = .solid, color: Paint? = nil) { self.pattern = pattern; self.color = color }
    }

    public var content: Content
    public var font: FontSpec
    public var foreground: Paint
    public var kerning: Double
    public var tracking: Double
    public var baselineOffset: Double
    public var underline: Decoration?
    public var strikethrough: Decoration?

    public init(content: Content, font: FontSpec, foreground: Paint, kerning: Double = 0, tracking: Double = 0,
                baselineOffset: Double = 0, underline: Decoration? = nil, strikethrough: Decoration? = nil) {
        self.content = content; self.font = font; self.foreground = foreground; self.kerning = kerning
        self.tracking = tracking; self.baselineOffset = baselineOffset; self.underline = underline; self.strikethrough = strikethrough
    }
}
