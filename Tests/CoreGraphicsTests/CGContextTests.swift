import CoreGraphics
import Testing

/// The recording context: what each drawing call records, under the graphics state of the moment.
@Suite struct CGContextTests {
    func context() -> CGContext { CGContext(size: CGSize(width: 60, height: 40), scale: 3) }

    func fill(_ op: CGDrawingOperation) -> (CGPath, CGColor, CGPathFillRule)? {
        if case .fill(let p, let c, let r) = op.kind { (p, c, r) } else { nil }
    }

    func stroke(_ op: CGDrawingOperation) -> (CGPath, CGColor, CGStrokeStyle)? {
        if case .stroke(let p, let c, let s) = op.kind { (p, c, s) } else { nil }
    }

    @Test func saveAndRestoreBringBackTheStateOfTheSave() throws {
        let ctx = context()
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.saveGState()
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.translateBy(x: 10, y: 5)
        ctx.setAlpha(0.5)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        // A restore with nothing saved changes nothing.
        ctx.restoreGState()
        ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))

        let ops = ctx.recording.operations
        #expect(ops.count == 3)
        let (moved, blue, _) = try #require(fill(ops[0]))
        #expect(blue == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(moved.boundingBoxOfPath == CGRect(x: 10, y: 5, width: 4, height: 4))
        #expect(ops[0].alpha == 0.5)
        #expect(ops[0].clips.map(\.boundingBoxOfPath) == [CGRect(x: 10, y: 5, width: 20, height: 20)])
        let (restored, red, _) = try #require(fill(ops[1]))
        #expect(red == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(restored.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(ops[1].alpha == 1 && ops[1].clips.isEmpty)
        #expect(try #require(fill(ops[2])).1 == red)
    }

    @Test func theTransformMapsPointsAndScalesLineWidths() throws {
        let ctx = context()
        ctx.translateBy(x: 10, y: 20)
        ctx.scaleBy(x: 2, y: 2)
        ctx.rotate(by: .pi / 2)
        // User (1, 0) → rotated (0, 1) → scaled (0, 2) → translated (10, 22).
        let p = CGPoint(x: 1, y: 0).applying(ctx.ctm)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 22) < 1e-9)
        ctx.setLineWidth(3)
        ctx.setLineDash(phase: 1, lengths: [2, 4])
        ctx.setLineCap(.round)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 5, y: 0))
        ctx.strokePath()
        let (path, _, style) = try #require(stroke(ctx.recording.operations[0]))
        #expect(style.lineWidth == 6 && style.dash == [4, 8] && style.dashPhase == 2 && style.lineCap == .round)
        guard case .line(let end) = path.segments[1] else { Issue.record("\(path.segments)"); return }
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 30) < 1e-9)
        // The transform undone gives the user-space point back.
        let back = p.applying(ctx.ctm.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func paintingConsumesThePathAndRectsKeepIt() throws {
        let ctx = context()
        ctx.move(to: CGPoint(x: 1, y: 2))
        ctx.addLine(to: CGPoint(x: 3, y: 4))
        ctx.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        ctx.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
        ctx.closePath()
        #expect(!ctx.isPathEmpty)
        #expect(ctx.currentPointOfPath == CGPoint(x: 1, y: 2))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(!ctx.isPathEmpty, "fill(_ rect:) leaves the current path alone")
        ctx.drawPath(using: .eoFillStroke)
        #expect(ctx.isPathEmpty)
        let ops = ctx.recording.operations
        #expect(ops.count == 3)
        let (path, _, rule) = try #require(fill(ops[1]))
        #expect(rule == .evenOdd)
        #expect(
            path.segments == [
                .move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 3, y: 4)), .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
                .curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14)), .close,
            ])
        #expect(try #require(stroke(ops[2])).0 == path)
        // Nothing to paint records nothing.
        ctx.fillPath()
        ctx.strokePath()
        #expect(ctx.recording.operations.count == 3)
    }

    @Test func aClearOverEverythingErasesItAndAPartialOneIsReported() {
        let ctx = context()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clear(CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(ctx.recording.operations.isEmpty)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(ctx.recording.operations.count == 1)
        #expect(ctx.recording.notes.map(\.code) == ["cg-partial-clear"])
    }

    @Test func imagesKeepTheirRectangleTransformAndOrientation() throws {
        let ctx = context()
        let image = CGImage(source: .encoded(Data([1, 2, 3]), format: "png"), width: 4, height: 2)
        ctx.translateBy(x: 5, y: 0)
        ctx.draw(image, in: CGRect(x: 1, y: 2, width: 8, height: 4))
        ctx.drawUpright(image, in: CGRect(x: 0, y: 0, width: 8, height: 4))
        let ops = ctx.recording.operations
        guard case .image(let drawn, let rect, let flipped) = ops[0].kind, case .image(_, _, let upright) = ops[1].kind else {
            Issue.record("\(ops.map(\.kind))")
            return
        }
        #expect(drawn === image && rect == CGRect(x: 1, y: 2, width: 8, height: 4))
        #expect(flipped && !upright, "CGContext.draw is y-up (upside down in a flipped context); UIKit's drawing is upright")
        #expect(ops[0].transform == CGAffineTransform(translationX: 5, y: 0))
        let made = try #require(ctx.makeImage())
        #expect(made.width == 180 && made.height == 120)
    }

    @Test func shadowsAndBlendModesAreRecordedWithTheOperation() throws {
        let ctx = context()
        ctx.setShadow(offset: CGSize(width: 2, height: 3), blur: 4, color: .black)
        ctx.setBlendMode(.multiply)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let op = ctx.recording.operations[0]
        let shadow = try #require(op.shadow)
        #expect(shadow.offset == CGSize(width: 2, height: 3) && shadow.blur == 4 && shadow.color == .black)
        #expect(op.blendMode == .multiply)
        #expect(ctx.recording.notes.map(\.code) == ["cg-blend-mode"])
    }
}

/// Bitmap contexts made as image-resizing code makes them.
@Suite struct CGBitmapContextTests {
    func make(_ data: UnsafeMutableRawPointer? = nil, width: Int = 100, height: Int = 50) -> CGContext? {
        CGContext(
            data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    @Test func userSpaceIsYUpFromTheBottomLeft() throws {
        let ctx = try #require(make())
        #expect(ctx.width == 100 && ctx.height == 50 && ctx.data == nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        guard case .fill(let path, _, _) = ctx.recording.operations[0].kind else { Issue.record("a fill expected"); return }
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 40, width: 10, height: 10))
        // Images come out upright: Core Graphics' y-up drawing in its own y-up space.
        let image = CGImage(source: .encoded(Data([1]), format: "png"), width: 4, height: 4)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 50))
        let op = ctx.recording.operations[1]
        guard case .image(_, let rect, flipped: true) = op.kind else { Issue.record("\(op.kind)"); return }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * rect.midY)
        #expect(flip.concatenating(op.transform).isIdentity)
        let made = try #require(ctx.makeImage())
        #expect(made.width == 100 && made.height == 50)
    }

    @Test func aCallersBufferOrAnEmptySideIsRefused() {
        var pixels = [UInt8](repeating: 0, count: 100 * 50 * 4)
        pixels.withUnsafeMutableBytes { buffer in
            #expect(make(buffer.baseAddress) == nil, "its pixels could never be written here")
        }
        #expect(make(width: 0) == nil)
    }
}
