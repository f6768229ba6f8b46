import Foundation
import WidgetArchive

/// A deterministic text measurer for tests: every character advances `fontSize ×
/// advanceFactor` (plus the run's kerning and tracking), an inline image advances
/// `fontSize`, lines are `fontSize × lineHeightFactor` high (the largest font of the
/// paragraph) and the baseline sits at `baselineFactor` of the line.
///
/// Lines wrap greedily at spaces, over-long words break between characters, `\n` always
/// breaks. A line limit or a height limit keeps that many lines (at least one), the last one
/// ending in an ellipsis one character wide, and marks the result truncated. With a
/// `minimumScaleFactor` below 1, text that would be truncated is shrunk until it fits or the
/// factor is reached.
public struct FixedMetricsTextMeasurer: TextMeasurer {
    /// A character's advance, as a fraction of the font size.
    public var advanceFactor: Double
    /// A line's height, as a fraction of the largest font size in the paragraph.
    public var lineHeightFactor: Double
    /// Where the baseline sits, as a fraction of the line height from its top.
    public var baselineFactor: Double

    /// A measurer with the given factors (0.6, 1.2 and 0.8 by default).
    public init(advanceFactor: Double = 0.6, lineHeightFactor: Double = 1.2, baselineFactor: Double = 0.8) {
        self.advanceFactor = advanceFactor
        self.lineHeightFactor = lineHeightFactor
        self.baselineFactor = baselineFactor
    }

    /// Measures the paragraph with fixed metrics for a proposal.
    public func measure(_ text: TextNode, proposal: ProposedSize) -> TextMeasurement {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        let full = attempt(text, scale: 1, width: width, height: height)
        let minimum = text.minimumScaleFactor.isFinite ? min(max(text.minimumScaleFactor, 0.01), 1) : 1
        guard full.isTruncated, minimum < 1 else { return full }
        let smallest = attempt(text, scale: minimum, width: width, height: height)
        if smallest.isTruncated { return smallest }
        // The largest scale that fits (bounded number of steps, whatever the input).
        var fits = minimum, fails = 1.0
        for _ in 0..<30 {
            let mid = (fits + fails) / 2
            if attempt(text, scale: mid, width: width, height: height).isTruncated { fails = mid } else { fits = mid }
        }
        return attempt(text, scale: fits, width: width, height: height)
    }

    /// The characters of a paragraph as advances.
    struct Glyph {
        var advance: Double
        var isSpace: Bool
        var isNewline: Bool
    }

    func glyphs(_ text: TextNode, scale: Double) -> (glyphs: [Glyph], fontSize: Double) {
        var result: [Glyph] = []
        var largest = 0.0
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        for run in text.runs {
            let size = max(0, finite(run.font.size)) * scale
            largest = max(largest, size)
            let extra = finite(run.kerning) + finite(run.tracking)
            let characters: String
            switch run.content {
            case .string(let s): characters = s
            case .date(let d): characters = d.formatted(at: d.referenceDate)
            case .image:
                result.append(Glyph(advance: size + extra, isSpace: false, isNewline: false))
                continue
            }
            let advance = size * advanceFactor + extra
            for c in characters {
                result.append(Glyph(advance: advance, isSpace: c == " " || c == "\t", isNewline: c.isNewline))
            }
        }
        return (result, largest)
    }

    /// Greedy line breaking; the widths of the lines (an empty text is one empty line).
    func lineWidths(_ glyphs: [Glyph], width limit: Double?) -> [Double] {
        let tolerance = 1e-9
        var lines: [Double] = []
        var lineWidth = 0.0, hasContent = false, pendingSpace = 0.0, paragraphStart = true
        func breakLine() { lines.append(lineWidth); lineWidth = 0; hasContent = false; paragraphStart = false }
        var i = 0
        while i < glyphs.count {
            let g = glyphs[i]
            if g.isNewline {
                lines.append(lineWidth); lineWidth = 0; hasContent = false; pendingSpace = 0; paragraphStart = true
                i += 1; continue
            }
            if g.isSpace { pendingSpace += g.advance; i += 1; continue }
            var end = i, word = 0.0
            while end < glyphs.count, !glyphs[end].isSpace, !glyphs[end].isNewline { word += glyphs[end].advance; end += 1 }
            let lead = hasContent || paragraphStart ? pendingSpace : 0
            if limit == nil || lineWidth + lead + word <= limit! + tolerance {
                lineWidth += lead + word; hasContent = true
            } else if word <= limit! + tolerance {
                if hasContent { breakLine() }
                lineWidth = word; hasContent = true
            } else {
                if hasContent { breakLine() }
                lineWidth = 0
                for g in glyphs[i..<end] {
                    if hasContent && lineWidth + g.advance > limit! + tolerance { breakLine() }
                    lineWidth += g.advance; hasContent = true
                }
            }
            pendingSpace = 0
            paragraphStart = false
            i = end
        }
        lines.append(lineWidth)
        return lines
    }

    func attempt(_ text: TextNode, scale: Double, width: Double?, height: Double?) -> TextMeasurement {
        let (glyphs, fontSize) = glyphs(text, scale: scale)
        let lineHeight = fontSize * lineHeightFactor
        let spacing = text.lineSpacing.isFinite ? max(0, text.lineSpacing) : 0
        var lines = lineWidths(glyphs, width: width)
        var maxLines = max(1, text.lineLimit ?? Int.max)
        if let height, lineHeight + spacing > 0 {
            let fitting = ((height + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
            maxLines = min(maxLines, fitting >= 1 ? Int(min(fitting, 1e9)) : 1)
        }
        let truncated = lines.count > maxLines
        if truncated {
            lines.removeSubrange(maxLines...)
            let ellipsis = fontSize * advanceFactor
            lines[lines.count - 1] = min(width ?? .infinity, lines[lines.count - 1] + ellipsis)
        }
        let count = lines.count
        let size = SizeValue(width: lines.max() ?? 0, height: Double(count) * lineHeight + Double(count - 1) * spacing)
        let baseline = lineHeight * baselineFactor
        return TextMeasurement(
            size: size, firstBaseline: baseline, lastBaseline: Double(count - 1) * (lineHeight + spacing) + baseline,
            lineCount: count, isTruncated: truncated, scale: scale)
    }
}

/// A deterministic image measurer for tests: sizes by asset (or symbol) name, symbols
/// otherwise square at their font size × `symbolFactor` × the image scale (small 0.8,
/// medium 1, large 1.25), bitmaps at pixel size / scale. Unknown assets are nil.
public struct FixedImageMeasurer: ImageMeasurer {
    /// Natural sizes by asset or symbol name.
    public var sizes: [String: SizeValue]
    /// Symbol size as a multiple of the font size.
    public var symbolFactor: Double

    /// A measurer with named sizes and a symbol factor.
    public init(sizes: [String: SizeValue] = [:], symbolFactor: Double = 1) {
        self.sizes = sizes
        self.symbolFactor = symbolFactor
    }

    /// The image's natural size by the rules above; nil for an unknown asset.
    public func naturalSize(of image: ImageNode) -> SizeValue? {
        switch image.source {
        case .asset(let name, _):
            return sizes[name]
        case .system(let name, _):
            if let size = sizes[name] { return size }
            let scales: [String: Double] = ["small": 0.8, "large": 1.25]
            let scale = scales[image.symbolScale] ?? 1
            let side = image.symbolFont.size * symbolFactor * scale
            return side.isFinite && side >= 0 ? SizeValue(width: side, height: side) : nil
        case .bitmap(let b):
            let scale = b.scale.isFinite && b.scale > 0 ? b.scale : 1
            return SizeValue(width: Double(max(0, b.pixelWidth)) / scale, height: Double(max(0, b.pixelHeight)) / scale)
        }
    }
}
