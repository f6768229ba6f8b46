import Foundation
import WidgetRender

/// Compares a rendered PNG with a golden one, tolerantly: text anti-aliasing and hinting
/// differ slightly between FreeType/HarfBuzz/Cairo builds, moving glyph edges by a
/// fraction of a pixel. Such noise changes few pixels by a little; a real regression
/// (a view moved by a point, a wrong color, missing text) changes whole areas.
///
/// A comparison passes when both hold:
/// - at most 0.5% of pixels differ by more than 64 (of 255) in some channel, and
/// - the mean absolute channel difference is at most 1.5.
/// Measured over the checked-in goldens (Python/PIL, one-off): shifting a whole image by
/// one pixel gives a median of 1.9% strongly-differing pixels and a mean difference of 1.9
/// (caught), by two pixels 2.8% and 3.1 (caught); a 0.6 px box blur of every edge, harsher
/// than the anti-aliasing drift between FreeType/Cairo builds, gives a median of 0.18% and
/// 1.19 (passes; the most text-heavy goldens would fail it). On one machine image renders
/// are bit-identical, so the tolerance only absorbs library drift.
struct ImageComparison {
    var differingPixels = 0
    var totalPixels = 0
    var meanAbsoluteDifference = 0.0
    var sizeMismatch = false

    static let strongDifference = 64
    static let maximumDifferingShare = 0.005
    static let maximumMean = 1.5

    var passes: Bool {
        !sizeMismatch && Double(differingPixels) <= Double(totalPixels) * Self.maximumDifferingShare && meanAbsoluteDifference <= Self.maximumMean
    }

    var summary: String {
        sizeMismatch ? "sizes differ"
            : String(format: "%d of %d pixels differ strongly (%.3f%%), mean abs diff %.3f", differingPixels, totalPixels,
                     100 * Double(differingPixels) / Double(max(totalPixels, 1)), meanAbsoluteDifference)
    }

    /// Compares, and returns a diff image (red where pixels differ strongly, the golden
    /// dimmed elsewhere) when they do not match.
    static func compare(actual: RasterImage, golden: RasterImage) -> (ImageComparison, diff: Data?) {
        var result = ImageComparison()
        guard actual.pixelWidth == golden.pixelWidth, actual.pixelHeight == golden.pixelHeight else {
            result.sizeMismatch = true
            return (result, nil)
        }
        let w = actual.pixelWidth, h = actual.pixelHeight
        result.totalPixels = w * h
        var sum = 0
        var diff = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let a = actual.pixel(x: x, y: y), g = golden.pixel(x: x, y: y)
                let d = [abs(Int(a.r) - Int(g.r)), abs(Int(a.g) - Int(g.g)), abs(Int(a.b) - Int(g.b)), abs(Int(a.a) - Int(g.a))]
                sum += d.reduce(0, +)
                let i = (y * w + x) * 4
                // Cairo's ARGB32 byte order (B, G, R, A), opaque.
                if d.max()! > strongDifference {
                    result.differingPixels += 1
                    diff[i] = 0; diff[i + 1] = 0; diff[i + 2] = 255; diff[i + 3] = 255
                } else {
                    diff[i] = 170 + g.b / 3; diff[i + 1] = 170 + g.g / 3; diff[i + 2] = 170 + g.r / 3; diff[i + 3] = 255
                }
            }
        }
        result.meanAbsoluteDifference = Double(sum) / Double(w * h * 4)
        guard !result.passes else { return (result, nil) }
        let png = diff.withUnsafeBufferPointer { PNGEncoder.encode(argb32: $0.baseAddress!, width: w, height: h, stride: w * 4) }
        return (result, png)
    }
}
