import CCairo
import Foundation
import WidgetArchive
import WidgetLayout

/// Measures text with Pango (HarfBuzz shaping, fontconfig fallback) exactly as
/// `CairoRasterizer` later draws it.
///
/// Thread-safe: Pango is not, so all Pango work is serialized under the
/// process-wide `FontStack` lock; results are cached per (text, proposal), so repeated layout passes are cheap.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// Device pixels per point; sizes are rounded up to this grid.
    public let scale: Double
    /// The time dynamic dates are formatted at; nil: each date's `referenceDate`.
    public let now: Date?
    let engine: TextEngine

    private let cacheLock = NSLock()
    private var cache: [CacheKey: Result] = [:]
    private static let cacheLimit = 4096

    private struct CacheKey: Hashable {
        var text: TextNode
        var width: Double?
        var height: Double?
    }

    /// The measurement plus what Pango found wrong with the text.
    public struct Result: Sendable {
        /// The size, baselines and line count.
        public var measurement: TextMeasurement
        /// Characters no installed font has (drawn as hex boxes).
        public var unknownGlyphs: Int
    }

    /// - Parameters:
    ///   - scale: device pixels per point (1, 2, 3).
    ///   - now: when dynamic dates are formatted (nil: each date's reference date).
    ///   - fontDirectories: directories of fonts bundled with the widget (registered with fontconfig).
    public convenience init(scale: Double = 2, now: Date? = nil, fontDirectories: [URL] = []) {
        self.init(scale: scale, engine: TextEngine(fontDirectories: fontDirectories, now: now))
    }

    init(scale: Double, engine: TextEngine) {
        self.scale = scale
        self.now = engine.now
        self.engine = engine
    }

    /// Measures the paragraph with Pango, as it will be drawn.
    public func measure(_ text: TextNode, proposal: ProposedSize) -> TextMeasurement {
        measureWithDetails(text, proposal: proposal).measurement
    }

    /// Measures and reports `missing-glyphs` when some character has no font, and
    /// `missing-font` for custom fonts fontconfig cannot find.
    public func measureWithDiagnostics(_ text: TextNode, proposal: ProposedSize, nodeID: String? = nil) -> (TextMeasurement, [Diagnostic]) {
        let result = measureWithDetails(text, proposal: proposal)
        var diagnostics: [Diagnostic] = []
        if result.unknownGlyphs > 0 {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, code: "missing-glyphs",
                    message: "\(result.unknownGlyphs) character(s) of \"\(text.plainText(at: now))\" have no glyph in any installed font",
                    nodeID: nodeID))
        }
        for name in TextEngine.missingFonts(in: text) {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, code: "missing-font",
                    message: "font \"\(name)\" is neither installed nor bundled (looked up as family and PostScript name); the system font is used",
                    nodeID: nodeID))
        }
        return (result.measurement, diagnostics)
    }

    /// Measures the paragraph and counts characters no font has.
    public func measureWithDetails(_ text: TextNode, proposal: ProposedSize) -> Result {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        let key = CacheKey(text: text, width: width, height: height)
        cacheLock.lock()
        if let cached = cache[key] { cacheLock.unlock(); return cached }
        cacheLock.unlock()

        let result = engine.withLock { compute(text, width: width, height: height) }

        cacheLock.lock()
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        cacheLock.unlock()
        return result
    }

    /// Call with the engine locked.
    private func compute(_ text: TextNode, width: Double?, height: Double?) -> Result {
        var (metrics, fontScale) = (layoutMetrics(text, width: width, height: height, fontScale: 1), 1.0)
        let factor = min(1, max(0.01, text.minimumScaleFactor))
        if factor < 1, !fits(metrics, text: text, width: width, height: height) {
            // Shrink step-wise (never below the factor). The first guess for a single line is
            // the ratio of the available width to the natural width.
            var scale = 1.0
            if let width, metrics.lineCount == 1 {
                let natural = layoutMetrics(text, width: nil, height: nil, fontScale: 1).width
                if natural > 0 { scale = max(factor, min(0.99, width / natural)) }
                metrics = layoutMetrics(text, width: width, height: height, fontScale: scale)
            }
            var steps = 0
            while !fits(metrics, text: text, width: width, height: height), scale > factor, steps < 60 {
                scale = max(factor, scale - 0.02)
                metrics = layoutMetrics(text, width: width, height: height, fontScale: scale)
                steps += 1
            }
            fontScale = scale
        }
        let limitedLines = text.lineLimit.map { metrics.lineCount > $0 } ?? false
        // Rounded up to the pixel grid, but never past a proposal the text fits in (an
        // off-grid proposal keeps its exact value rather than overflowing).
        var size = SizeValue(width: roundUp(metrics.width), height: roundUp(metrics.height))
        if let width, metrics.width <= width + 0.01 { size.width = min(size.width, width) }
        if let height, metrics.height <= height + 0.01 { size.height = min(size.height, height) }
        let measurement = TextMeasurement(
            size: size,
            firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline,
            lineCount: metrics.lineCount, isTruncated: metrics.ellipsized || limitedLines, scale: fontScale)
        return Result(measurement: measurement, unknownGlyphs: metrics.unknownGlyphs)
    }

    private func layoutMetrics(_ text: TextNode, width: Double?, height: Double?, fontScale: Double) -> TextEngine.Metrics {
        let (layout, _) = engine.makeLayout(text, fontScale: fontScale, color: nil)
        defer { gUnref(layout) }
        engine.constrain(layout, text: text, width: width, height: height, fontScale: fontScale)
        return engine.metrics(of: layout)
    }

    private func fits(_ metrics: TextEngine.Metrics, text: TextNode, width: Double?, height: Double?) -> Bool {
        if metrics.ellipsized { return false }
        if let width, metrics.width > width + 0.01 { return false }
        if let height, metrics.height > height + 0.01 { return false }
        return true
    }

    private func roundUp(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale - 1e-6).rounded(.up) / scale
    }
}
