import ExtensionProtocol
import Foundation
import SwiftUI
import Testing
import WidgetArchive
import WidgetLayout

/// UIGraphicsImageRenderer: drawing is recorded, and `Image(uiImage:)` of the result resolves
/// to the nodes a Canvas of the image's size makes, scaled to the image's frame.
@MainActor @Suite struct UIGraphicsImageRendererTests {
    /// A 3×2 PNG header: enough for UIImage to know its size.
    static let png: Data = {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        return png
    }()

    func resolve<V: View>(_ view: V) -> ViewArchive {
        ArchiveBuilder.archive(view, environment: EnvironmentValues(), header: GeometryReaderTests.small)
    }

    /// The drawing's nodes: the children of the top-leading stack inside the clipped frame.
    func drawings(_ node: Node) throws -> [Node] {
        let stack = try #require(node.all.first { $0.stack?.implicit == true && $0.stack?.alignment == AlignmentValue(horizontal: .leading, vertical: .top) })
        return stack.children
    }

    func shape(_ node: Node) -> ShapeNode? {
        if case .shape(let s) = node.content { s } else { nil }
    }

    @Test func theBadgeRecordsEachDrawingInOrder() throws {
        let photo = try #require(UIImage(data: Self.png))
        let badge = DrawnBadge.image(photo: photo)
        #expect(badge.size == CGSize(width: 60, height: 60) && badge.scale == 3)
        #expect(badge.cgImage?.width == 180)
        let archive = resolve(Image(uiImage: badge))
        let items = try drawings(archive.root)
        #expect(items.count == 4)
        // 1: the background, systemBlue (light) over the whole image.
        guard case .fill(let blue, evenOdd: false)? = shape(items[0])?.drawing else { Issue.record("\(items[0].content)"); return }
        #expect(try #require(rgba(blue)) == RGBAValue(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        guard case .path(let background, _)? = shape(items[0])?.geometry else { Issue.record("no path"); return }
        #expect(background.elements.first == .move(PointValue(x: 0, y: 0)) && background.elements.contains(.line(PointValue(x: 60, y: 60))))
        // 2: the white rounded card from (18, 10) to (42, 10) along its top.
        guard case .path(let card, _)? = shape(items[1])?.geometry, case .fill(let white, _)? = shape(items[1])?.drawing else {
            Issue.record("\(items[1].content)")
            return
        }
        #expect(card.elements.first == .move(PointValue(x: 18, y: 10)) && card.elements[1] == .line(PointValue(x: 42, y: 10)))
        #expect(try #require(rgba(white)) == RGBAValue(red: 1, green: 1, blue: 1, alpha: 1))
        // 3: the red diagonal, 3 points wide.
        guard case .stroke(let red, let style, inside: false)? = shape(items[2])?.drawing, case .path(let line, _)? = shape(items[2])?.geometry else {
            Issue.record("\(items[2].content)")
            return
        }
        #expect(line.elements == [.move(PointValue(x: 0, y: 0)), .line(PointValue(x: 60, y: 60))])
        #expect(style.lineWidth == 3 && rgba(red) == RGBAValue(red: 1, green: 0, blue: 0, alpha: 1))
        // 4: the photo's own bytes, resized into a 30-point frame at the top-leading corner, upright.
        let photoNode = try #require(items[3].all.first { if case .image = $0.content { true } else { false } })
        guard case .image(let image) = photoNode.content, case .bitmap(let bitmap) = image.source else { Issue.record("no bitmap"); return }
        #expect(bitmap.data == Self.png && image.resizing != nil)
        #expect(items[3].modifiers.contains(.frame(width: 30, height: 30, alignment: AlignmentValue(horizontal: .leading, vertical: .top))))
        #expect(!items[3].modifiers.contains { if case .scale = $0 { true } else { false } }, "UIImage.draw(in:) is upright")
        // Not resizable: a 60-point frame, clipped as a bitmap is, no scale.
        #expect(archive.root.modifiers.first == .frame(width: 60, height: 60, alignment: AlignmentValue(horizontal: .leading, vertical: .top)))
        #expect(archive.root.modifiers.contains(.clip(.rectangle, antialiased: true)))
        #expect(!archive.root.modifiers.contains { if case .scale = $0 { true } else { false } })
        #expect(archive.diagnostics.isEmpty, "\(archive.diagnostics)")
    }

    @Test func theRecordingIsWhatACanvasOfItsSizeMakes() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 30)).image { ctx in
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).setFill()
            ctx.fill(CGRect(x: 5, y: 5, width: 20, height: 10))
            ctx.cgContext.setStrokeColor(UIColor.black.cgColor)
            ctx.cgContext.setLineWidth(2)
            ctx.cgContext.strokeEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 30))
        }
        let canvas = resolve(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 5, y: 5, width: 20, height: 10)), with: .color(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)))
                context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 30)), with: .color(Color(.sRGB, white: 0)), lineWidth: 2)
            }
            .frame(width: 50, height: 30))
        let recorded = try drawings(resolve(Image(uiImage: drawn)).root)
        let painted = try drawings(canvas.root)
        #expect(recorded.count == 2 && painted.count == 2)
        #expect(recorded[0].content == painted[0].content)
        // The ellipse: the same paint and width; Core Graphics' and SwiftUI's ellipses start at the same point.
        #expect(shape(recorded[1])?.drawing == shape(painted[1])?.drawing)
        guard case .path(let a, _)? = shape(recorded[1])?.geometry, case .path(let b, _)? = shape(painted[1])?.geometry else {
            Issue.record("paths expected")
            return
        }
        #expect(a.elements.first == b.elements.first)
    }

    @Test func aResizableImageIsScaledToItsFrame() throws {
        let photo = try #require(UIImage(data: Self.png))
        let archive = resolve(Image(uiImage: DrawnBadge.image(photo: photo)).resizable().frame(width: 40, height: 40))
        let canvas = try #require(archive.root.all.first { if case .geometry = $0.content { true } else { false } })
        #expect(canvas.content == .geometry(GeometryNode(kind: .canvas, resolvedSize: SizeValue(width: 40, height: 40))))
        #expect(canvas.modifiers.contains(.scale(x: 40.0 / 60, y: 40.0 / 60, anchor: UnitPointValue(x: 0, y: 0))))
        // Laid out: the image takes the 40-point frame, centred in the 126-point content area.
        let tree = LayoutEngine(text: FixedMetricsTextMeasurer(), images: FixedImageMeasurer()).layout(archive)
        let laid = try #require(Self.find(tree.root) { if case .geometry = $0.content { true } else { false } })
        #expect(laid.frame == RectValue(x: 59, y: 59, width: 40, height: 40))
        #expect(try drawings(canvas).count == 4)
    }

    @Test func scaledToFitKeepsTheDrawingsProportions() throws {
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 30)) }
        let archive = resolve(Image(uiImage: wide).resizable().scaledToFit().frame(width: 100, height: 100))
        let canvas = try #require(archive.root.all.first { if case .geometry = $0.content { true } else { false } })
        #expect(canvas.content == .geometry(GeometryNode(kind: .canvas, resolvedSize: SizeValue(width: 100, height: 50))))
        // A fixed-size copy is its own size (60 × 30), however much space it is offered.
        let fixed = resolve(Image(uiImage: wide).frame(width: 100, height: 100))
        #expect(
            fixed.root.all.contains { $0.content == .modifier(.frame(width: 60, height: 30, alignment: AlignmentValue(horizontal: .leading, vertical: .top))) })
    }

    @Test func contextsAreCurrentOnlyWhileDrawing() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inner: CGContext?
        var outer: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            outer = UIGraphicsGetCurrentContext()
            _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in inner = UIGraphicsGetCurrentContext() }
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext, "the outer context is current again")
        }
        #expect(outer != nil && inner != nil && outer !== inner)
        #expect(UIGraphicsGetCurrentContext() == nil)
        // The older begin/end API records the same way.
        let dot = try #require(DrawnBadge.legacyDot())
        #expect(dot.size == CGSize(width: 10, height: 10) && dot.scale == 3)
        #expect(try drawings(resolve(Image(uiImage: dot)).root).count == 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func encodedBytesOfADrawingAreRefusedNotFaked() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        var ran = false
        #expect(renderer.pngData { _ in ran = true }.isEmpty)
        #expect(ran, "the actions still run")
        #expect(renderer.jpegData(withCompressionQuality: 0.8) { _ in }.isEmpty)
        let image = renderer.image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(image.pngData() == nil && image.jpegData(compressionQuality: 1) == nil)
        // A UIImage of bytes keeps them.
        #expect(UIImage(data: Self.png)?.pngData() == Self.png)
        // What is said instead: an error line of the widget's log, as OSLog writes one.
        let record = try #require(ExtensionLogRecord.parse(UIGraphicsImageRenderer.noPixelsRecord("UIGraphicsImageRenderer.pngData(actions:)").line))
        #expect(record.level == .error && record.category == "UIGraphicsImageRenderer")
        #expect(record.message.hasPrefix("UIGraphicsImageRenderer.pngData(actions:) has no bytes"))
    }

    @Test func anOpaqueFormatStartsBlackAndBoundsMoveTheOrigin() throws {
        let format = UIGraphicsImageRendererFormat.default()
        format.opaque = true
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format)
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        #expect(image.scale == 2 && image.cgImage?.width == 40)
        let items = try drawings(resolve(Image(uiImage: image)).root)
        #expect(items.count == 2)
        guard case .fill(let black, _)? = shape(items[0])?.drawing, case .path(let red, _)? = shape(items[1])?.geometry else {
            Issue.record("fills expected")
            return
        }
        #expect(rgba(black) == RGBAValue(red: 0, green: 0, blue: 0, alpha: 1))
        // User space (10, 10) is the image's top-leading corner.
        #expect(red.elements.first == .move(PointValue(x: 0, y: 0)) && red.elements.contains(.line(PointValue(x: 5, y: 5))))
    }

    @Test func bezierArcsAreClockwiseAsTheyLookOnScreen() throws {
        // UIKit's clockwise, from 0 to 90°, is the short way through the lower right (y down).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.cgPath.segments.count == 2)
        #expect(abs(arc.bounds.maxX - 10) < 1e-9 && abs(arc.bounds.minX) < 1e-9 && abs(arc.bounds.maxY - 10) < 1e-9)
        let longWay = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(longWay.bounds.minX + 10) < 1e-9 && abs(longWay.bounds.minY + 10) < 1e-9)
    }

    @Test func cgContextDrawIsUpsideDownAsOnIOS() throws {
        let photo = try #require(UIImage(data: Self.png))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            ctx.cgContext.draw(try! #require(photo.cgImage), in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        let items = try drawings(resolve(Image(uiImage: image)).root)
        #expect(items.count == 1)
        // A vertical flip around the rectangle's middle: scale y by -1, then move down by 10.
        #expect(items[0].modifiers.contains(.scale(x: 1, y: -1, anchor: UnitPointValue(x: 0, y: 0))))
        #expect(items[0].modifiers.contains(.offset(x: 0, y: 10)))
    }

    @Test func whatIsDrawnDifferentlyIsReportedAndShadowsAreKept() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            ctx.cgContext.setShadow(offset: CGSize(width: 0, height: 2), blur: 6, color: UIColor.black.cgColor)
            ctx.fill(CGRect(x: 2, y: 2, width: 10, height: 10), blendMode: .multiply)
        }
        let archive = resolve(Image(uiImage: image))
        #expect(archive.diagnostics.map(\.code) == ["cg-blend-mode"], "\(archive.diagnostics)")
        let items = try drawings(archive.root)
        #expect(items.count == 1)
        guard case .modifier(.shadow(let color, let radius, let x, let y)) = items[0].content else {
            Issue.record("a shadow expected: \(items[0].content)")
            return
        }
        #expect(rgba(color) == RGBAValue(red: 0, green: 0, blue: 0, alpha: 1) && radius == 3 && x == 0 && y == 2)
        // Inside Text a drawing cannot be drawn: a warning, not a silent gap.
        let inText = resolve(Text("Badge \(Image(uiImage: image))"))
        #expect(inText.diagnostics.contains { $0.code == "drawing-in-text" })
    }

    @Test func stringsDrawAsTextWithTheirAttributes() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { _ in
            ("42" as NSString).draw(at: CGPoint(x: 4, y: 6), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
            "wrapped".draw(in: CGRect(x: 10, y: 20, width: 30, height: 15))
        }
        let items = try drawings(resolve(Image(uiImage: image)).root)
        #expect(items.count == 2)
        #expect(items[0].plainTexts == ["42"] && items[1].plainTexts == ["wrapped"])
        let bold = try #require(items[0].texts.first?.runs.first)
        #expect(bold.font.size == 20 && bold.font.weight == .bold)
        #expect(rgba(bold.foreground) == RGBAValue(red: 1, green: 0, blue: 0, alpha: 1))
        // At a point: its top-leading corner there; in a rectangle: wrapped at its width.
        #expect(items[0].modifiers.contains(.offset(x: 4, y: 6)))
        #expect(items[0].modifiers.contains(.frame(width: 0, height: 0, alignment: AlignmentValue(horizontal: .leading, vertical: .top))))
        #expect(items[1].modifiers.contains(.frame(width: 30, height: 15, alignment: AlignmentValue(horizontal: .leading, vertical: .top))))
        #expect(items[1].modifiers.contains(.offset(x: 10, y: 20)))
        // UIKit's default: 12-point system text in black.
        let plain = try #require(items[1].texts.first?.runs.first)
        #expect(plain.font.size == 12 && rgba(plain.foreground) == RGBAValue(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func anOrientedImageIsDrawnTurned() throws {
        let photo = try #require(UIImage(data: Self.png)?.cgImage)
        let turned = UIImage(cgImage: photo, scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 2, height: 3) && turned.imageOrientation == .right)
        #expect(turned.cgImage === photo, "cgImage is the image as given")
        let items = try drawings(resolve(Image(uiImage: turned)).root)
        #expect(items.count == 1)
        // Turned 90° clockwise about the origin, then moved right by its new width.
        #expect(items[0].modifiers.contains(.rotation(degrees: 90, anchor: UnitPointValue(x: 0, y: 0))))
        #expect(items[0].modifiers.contains(.offset(x: 2, y: 0)))
        #expect(UIImage(cgImage: photo, scale: 1, orientation: .up).size == CGSize(width: 3, height: 2))
    }

    @Test func aBitmapContextResizesAnImageUpright() throws {
        // The pre-UIGraphicsImageRenderer way to resize an image, as it is still written.
        let photo = try #require(UIImage(data: Self.png)?.cgImage)
        let context = try #require(
            CGContext(
                data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.interpolationQuality = .high
        context.draw(photo, in: CGRect(x: 0, y: 0, width: 30, height: 20))
        let resized = UIImage(cgImage: try #require(context.makeImage()))
        #expect(resized.size == CGSize(width: 30, height: 20))
        let items = try drawings(resolve(Image(uiImage: resized)).root)
        #expect(items.count == 1)
        #expect(!items[0].modifiers.contains { if case .scale = $0 { true } else { false } }, "upright: no flip")
        #expect(items[0].modifiers.contains(.frame(width: 30, height: 20, alignment: AlignmentValue(horizontal: .leading, vertical: .top))))
    }

    static func find(_ node: LaidOutNode, _ match: (LaidOutNode) -> Bool) -> LaidOutNode? {
        if match(node) { return node }
        for child in node.children { if let found = find(child, match) { return found } }
        return nil
    }
}
