import Foundation
import Testing
import WidgetRender

/// Checks chart renders against checked-in PNGs in `Goldens/`, exactly as GoldenTests does:
/// exact by default; `VITRINE_UPDATE_GOLDENS=1` rewrites a golden and records an issue so the
/// run never reads as passing (refused under CI); a failure writes `<name>.actual.png` to a
/// temporary folder (outside the test target, so SwiftPM never sees stray files) and names it.
enum ChartGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let failures = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-chart-failures")

    static func verify(_ png: Data, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = directory.appendingPathComponent(name)
        let environment = ProcessInfo.processInfo.environment
        if environment["VITRINE_UPDATE_GOLDENS"] == "1" {
            if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci != "false" {
                Issue.record("VITRINE_UPDATE_GOLDENS=1 under CI: \(name) left as it is", sourceLocation: sourceLocation)
                return
            }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try png.write(to: golden)
            Issue.record("\(name) rewritten (VITRINE_UPDATE_GOLDENS=1): look at it, then run again without the variable", sourceLocation: sourceLocation)
            return
        }
        let expected = try #require(RasterImage.decodePNG(try Data(contentsOf: golden)), "missing golden \(name)", sourceLocation: sourceLocation)
        let actual = try #require(RasterImage.decodePNG(png), sourceLocation: sourceLocation)
        let differing = differingPixels(actual, expected, slack: nil)
        guard differing != 0 else { return }
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualFile = failures.appendingPathComponent(name.replacingOccurrences(of: ".png", with: ".actual.png"))
        try png.write(to: actualFile)
        Issue.record("\(name) differs from its golden in \(differing) pixels; the render is \(actualFile.path)", sourceLocation: sourceLocation)
    }

    static func golden(_ name: String) throws -> RasterImage {
        try #require(RasterImage.decodePNG(try Data(contentsOf: directory.appendingPathComponent(name))), "cannot read \(name)")
    }

    /// Pixels that differ (-1: the sizes differ). With `slack`, a pixel within `slack` per
    /// channel is equal, and so is one that a neighbouring pixel of the other image matches
    /// that closely (edge coverage moved by a fraction of a pixel), as GoldenTests'
    /// `antialiasing` tolerance does.
    static func differingPixels(_ a: RasterImage, _ b: RasterImage, slack: Int?) -> Int {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return -1 }
        func close(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ s: Int) -> Bool {
            abs(Int(p.r) - Int(q.r)) <= s && abs(Int(p.g) - Int(q.g)) <= s && abs(Int(p.b) - Int(q.b)) <= s && abs(Int(p.a) - Int(q.a)) <= s
        }
        func matchedNearby(_ x: Int, _ y: Int, _ image: RasterImage, _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ s: Int) -> Bool {
            for dy in -1...1 {
                for dx in -1...1 {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, ny >= 0, nx < image.pixelWidth, ny < image.pixelHeight else { continue }
                    if close(image.pixel(x: nx, y: ny), p, s) { return true }
                }
            }
            return false
        }
        var count = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard let s = slack else {
                    if p != q { count += 1 }
                    continue
                }
                if close(p, q, s) { continue }
                if matchedNearby(x, y, b, p, s) && matchedNearby(x, y, a, q, s) { continue }
                count += 1
            }
        }
        return count
    }
}
