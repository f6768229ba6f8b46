import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import WidgetArchive
import WidgetRender

@testable import WidgetKit

// A widget that draws its artwork with UIGraphicsImageRenderer, as widget code resizes a
// downloaded image and draws a badge, through the host's renderer. The drawing is recorded in
// the extension and drawn by the engine (docs/UIKIT.md).

/// An 8 × 8 pixel PNG of four coloured quadrants (red, green / blue, yellow), as downloaded bytes.
enum QuadrantPhoto {
    static let png: Data = {
        // Cairo's ARGB32 in memory on a little-endian machine: B, G, R, A.
        var pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for y in 0..<8 {
            for x in 0..<8 {
                let (r, g, b): (UInt8, UInt8, UInt8) =
                    switch (x < 4, y < 4) {
                    case (true, true): (230, 40, 40)
                    case (false, true): (40, 200, 60)
                    case (true, false): (40, 80, 230)
                    case (false, false): (250, 210, 30)
                    }
                let i = (y * 8 + x) * 4
                pixels[i] = b; pixels[i + 1] = g; pixels[i + 2] = r; pixels[i + 3] = 255
            }
        }
        return pixels.withUnsafeBufferPointer { PNGEncoder.encode(argb32: $0.baseAddress!, width: 8, height: 8, stride: 32) }
    }()
}

/// The badge: a filled background, a white rounded card, a red diagonal and an orange arc
/// through Core Graphics, and the photo resized into the top-leading corner.
enum RendererBadge {
    static func image(shift: CGFloat, fill: UIColor) -> UIImage {
        let photo = UIImage(data: QuadrantPhoto.png)!
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60))
        return renderer.image { ctx in
            fill.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            let card = UIBezierPath(roundedRect: CGRect(x: 10 + shift, y: 10, width: 40, height: 40), cornerRadius: 8)
            UIColor.white.setFill()
            card.fill()
            let cg = ctx.cgContext
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.setLineWidth(3)
            cg.move(to: .zero)
            cg.addLine(to: CGPoint(x: 60, y: 60))
            cg.strokePath()
            cg.setStrokeColor(UIColor.orange.cgColor)
            cg.setLineCap(.round)
            cg.addArc(center: CGPoint(x: 30, y: 30), radius: 14, startAngle: 0, endAngle: .pi, clockwise: false)
            cg.strokePath()
            photo.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
    }

    /// A 2:1 drawing with a label, shown scaled to fit a square.
    static let wide = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { ctx in
        UIColor.systemPurple.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: 20, y: 5, width: 20, height: 20)).fill()
        "2:1".draw(at: CGPoint(x: 3, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 9), .foregroundColor: UIColor.white])
    }

    @MainActor
    static func row(shift: CGFloat, fill: UIColor) -> some View {
        let badge = image(shift: shift, fill: fill)
        return HStack(spacing: 12) {
            Image(uiImage: badge).resizable().frame(width: 100, height: 100)
            Image(uiImage: badge)
            Image(uiImage: wide).resizable().scaledToFit().frame(width: 90, height: 90)
        }
        .containerBackground(Color(white: 0.92), for: .widget)
    }
}

/// The badge row; `entry.shift` moves the card (negative test).
struct RendererBadgeView: DrawingContent {
    let entry: DrawingEntry
    var body: some View { RendererBadge.row(shift: entry.shift, fill: .systemBlue) }
}

/// The same row with the background one system colour off (negative test).
struct RendererBadgeWrongColourView: DrawingContent {
    init(entry: DrawingEntry) {}
    var body: some View { RendererBadge.row(shift: 0, fill: .systemIndigo) }
}

@MainActor @Suite(.serialized) struct DrawnImageGoldenTests {
    let golden = GeometryDrawingGoldenTests.directory.appendingPathComponent("renderer-badge-systemMedium.png")

    func expectRegression(_ png: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try GeometryDrawingGoldenTests.image(png)
        let expected = try GeometryDrawingGoldenTests.golden("renderer-badge-systemMedium.png")
        let exact = ImageComparison.compare(actual: actual, golden: expected, tolerance: .exact).0
        let tolerant = ImageComparison.compare(actual: actual, golden: expected, tolerance: .antialiasing).0
        #expect(!exact.passes, "exact comparison passed \(what)", sourceLocation: sourceLocation)
        #expect(!tolerant.passes, "antialiasing comparison passed \(what): \(tolerant.summary)", sourceLocation: sourceLocation)
    }

    @Test func rendererBadgeMatchesGolden() throws {
        let result = GeometryDrawingGoldenTests.render(RendererBadgeView.self, .systemMedium)
        #expect(result.archive.diagnostics.isEmpty, "\(result.archive.diagnostics)")
        #expect(!result.output.diagnostics.contains { $0.contains("geometry-size-mismatch") }, "\(result.output.diagnostics)")
        try GoldenCheck.verify(result.png, against: golden)
    }

    @Test func theCardMovedOnePointIsARegression() throws {
        let moved = GeometryDrawingGoldenTests.render(RendererBadgeView.self, .systemMedium, DrawingEntry(date: GoldenFixtures.now, shift: 1))
        try expectRegression(moved.png, "the card drawn one point to the right")
    }

    @Test func aWrongBackgroundColourIsARegression() throws {
        let wrong = GeometryDrawingGoldenTests.render(RendererBadgeWrongColourView.self, .systemMedium)
        try expectRegression(wrong.png, "systemIndigo for systemBlue")
    }
}
