import Foundation
import WidgetRender

/// Compares a rendered image with its golden, pixel by pixel.
///
/// **Exact by default.** On one machine image (the Debian 12 image CI and developers share)
/// every render is bit-identical run after run, so any differing pixel is a change someone
/// made. What that catches, measured by `GoldenRegressionTests` (each edit is made on a real
/// golden and must be reported): one glyph changed ("Health 25%" → "Health 22%"), the whole
/// widget or one element moved by one point, a progress value changed by 10 %, one colour
/// 40 per channel darker, an icon erased. The previous tolerant comparison (0.5 % of pixels
/// allowed to differ by more than 64, mean difference ≤ 1.5) let every one of those through
/// except the whole-image shift.
///
/// **`antialiasing`**, only when asked for by name (`VITRINE_GOLDEN_TOLERANCE=antialiasing`,
/// for a machine image whose FreeType/Cairo build differs) and announced in the test output:
/// a pixel may differ by up to `antialiasingChannelSlack` per channel, or by more if a pixel
/// within one pixel of it in the other image matches it that closely (both ways) — edge
/// coverage that moved by a fraction of a pixel. A changed glyph, a moved element, a recoloured
/// area or an erased icon still leaves pixels with no such neighbour, and one is enough to fail;
/// the same negative tests run under this setting too.
struct ImageComparison {
    /// How strict a comparison is; `exact` unless a run names another.
    enum Tolerance: String, CaseIterable, Sendable {
        case exact
        case antialiasing

        /// The environment variable that names a tolerance for a whole test run.
        static let environmentKey = "VITRINE_GOLDEN_TOLERANCE"

        /// The tolerance this run asked for; an unknown name is an error, never a silent `exact`.
        static func configured(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Tolerance {
            guard let name = environment[environmentKey], !name.isEmpty else { return .exact }
            guard let tolerance = Tolerance(rawValue: name) else {
                throw UnknownTolerance(name: name)
            }
            return tolerance
        }
    }

    struct UnknownTolerance: Error, CustomStringConvertible {
        var name: String
        var description: String {
            "\(Tolerance.environmentKey)=\(name) is not a tolerance; use one of \(Tolerance.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }

    /// Per-channel difference the `antialiasing` tolerance forgives outright, and the closeness
    /// a neighbouring pixel must have to excuse a larger one.
    static let antialiasingChannelSlack = 24

    var tolerance = Tolerance.exact
    /// Pixels that count as different under the tolerance.
    var differingPixels = 0
    /// Pixels whose bytes differ at all.
    var changedPixels = 0
    var totalPixels = 0
    var largestChannelDifference = 0
    /// The smallest rectangle holding every differing pixel (x, y, width, height), in pixels.
    var differingBounds: (x: Int, y: Int, width: Int, height: Int)?
    var sizeMismatch = false
    var sizes = ""

    var passes: Bool { !sizeMismatch && differingPixels == 0 }

    var summary: String {
        if sizeMismatch { return "sizes differ (\(sizes))" }
        var text =
            "\(differingPixels) of \(totalPixels) pixels differ (\(tolerance.rawValue) comparison; \(changedPixels) changed at all, largest channel difference \(largestChannelDifference))"
        if let box = differingBounds { text += ", within x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)" }
        return text
    }

    /// Compares, and returns a diff image (red where pixels differ, the golden dimmed
    /// elsewhere) when they do not match.
    static func compare(actual: RasterImage, golden: RasterImage, tolerance: Tolerance = .exact) -> (ImageComparison, diff: Data?) {
        var result = ImageComparison()
        result.tolerance = tolerance
        guard actual.pixelWidth == golden.pixelWidth, actual.pixelHeight == golden.pixelHeight else {
            result.sizeMismatch = true
            result.sizes = "\(actual.pixelWidth)x\(actual.pixelHeight) rendered, \(golden.pixelWidth)x\(golden.pixelHeight) golden"
            return (result, nil)
        }
        let w = actual.pixelWidth, h = actual.pixelHeight
        result.totalPixels = w * h
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var diff = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let a = actual.pixel(x: x, y: y), g = golden.pixel(x: x, y: y)
                let d = distance(a, g)
                var differs = false
                if d > 0 {
                    result.changedPixels += 1
                    result.largestChannelDifference = max(result.largestChannelDifference, d)
                    switch tolerance {
                    case .exact: differs = true
                    case .antialiasing:
                        differs =
                            d > antialiasingChannelSlack
                            && !(hasNeighbour(near: x, y, of: a, in: golden) && hasNeighbour(near: x, y, of: g, in: actual))
                    }
                }
                let i = (y * w + x) * 4
                // Cairo's ARGB32 byte order (B, G, R, A), opaque.
                if differs {
                    result.differingPixels += 1
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                    diff[i] = 0; diff[i + 1] = 0; diff[i + 2] = 255; diff[i + 3] = 255
                } else {
                    diff[i] = 170 + g.b / 3; diff[i + 1] = 170 + g.g / 3; diff[i + 2] = 170 + g.r / 3; diff[i + 3] = 255
                }
            }
        }
        if maxX >= 0 { result.differingBounds = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
        guard !result.passes else { return (result, nil) }
        let png = diff.withUnsafeBufferPointer { PNGEncoder.encode(argb32: $0.baseAddress!, width: w, height: h, stride: w * 4) }
        return (result, png)
    }

    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// The largest per-channel difference.
    static func distance(_ a: Pixel, _ b: Pixel) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
    }

    /// Whether `image` has, within one pixel of (x, y), a pixel within the slack of `pixel`.
    static func hasNeighbour(near x: Int, _ y: Int, of pixel: Pixel, in image: RasterImage) -> Bool {
        for ny in max(0, y - 1)...min(image.pixelHeight - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.pixelWidth - 1, x + 1) where distance(pixel, image.pixel(x: nx, y: ny)) <= antialiasingChannelSlack {
                return true
            }
        }
        return false
    }
}
