import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

@Suite("Cairo rasterizer")
struct RasterTests {
    let rasterizer = Fixtures.rasterizer

    @Test(arguments: [1.0, 2.0, 3.0])
    func redRectAtScale(_ scale: Double) {
        let list = Fixtures.list(100, 60, [Fixtures.fill(RectValue(x: 20, y: 10, width: 60, height: 40))])
        let image = rasterizer.rasterize(list, scale: scale)
        #expect(image.pixelWidth == Int(100 * scale) && image.pixelHeight == Int(60 * scale))
        let centre = image.pixel(x: Int(50 * scale), y: Int(30 * scale))
        #expect(centre == (255, 0, 0, 255))
        #expect(image.pixel(x: Int(5 * scale), y: Int(5 * scale)).a == 0)
        #expect(image.pixel(x: Int(90 * scale), y: Int(55 * scale)).a == 0)
        // Crisp edges: the first and last covered pixels are fully covered.
        #expect(image.pixel(x: Int(20 * scale), y: Int(30 * scale)).a == 255)
        #expect(image.pixel(x: Int(20 * scale) - 1, y: Int(30 * scale)).a == 0)
        #expect(image.diagnostics.isEmpty)
    }

    @Test func rectEdgesSnapToPixels() {
        // 10.3 pt at 2x = 20.6 px → snapped to 21; 10.2 → 20.4 → 20.
        let list = Fixtures.list(40, 40, [Fixtures.fill(RectValue(x: 10.3, y: 10.2, width: 10, height: 10))])
        let image = rasterizer.rasterize(list, scale: 2)
        #expect(image.pixel(x: 20, y: 30).a == 0)
        #expect(image.pixel(x: 21, y: 30).a == 255)
        #expect(image.pixel(x: 30, y: 20).a == 255)
        #expect(image.pixel(x: 30, y: 19).a == 0)
    }

    @Test(arguments: [CornerStyleValue.circular, .continuous])
    func roundedRectCorners(_ style: CornerStyleValue) {
        let list = Fixtures.list(
            100, 100, [Fixtures.fill(.roundedRectangle(cornerWidth: 20, cornerHeight: 20, style: style), RectValue(x: 0, y: 0, width: 100, height: 100))])
        let image = rasterizer.rasterize(list, scale: 2)
        #expect(image.pixel(x: 0, y: 0).a == 0)
        #expect(image.pixel(x: 199, y: 199).a == 0)
        #expect(image.pixel(x: 100, y: 0).a == 255)
        #expect(image.pixel(x: 0, y: 100).a == 255)
        #expect(image.pixel(x: 100, y: 100) == (255, 0, 0, 255))
    }

    @Test func continuousCornerIsSmootherThanCircular() {
        // The squircle starts curving earlier (1.53 r from the corner) but stays closer to
        // the corner at 45°: at a point just inside the circular arc's edge it differs.
        func alpha(_ style: CornerStyleValue, _ x: Int, _ y: Int) -> UInt8 {
            let list = Fixtures.list(
                100, 100, [Fixtures.fill(.roundedRectangle(cornerWidth: 30, cornerHeight: 30, style: style), RectValue(x: 0, y: 0, width: 100, height: 100))])
            return rasterizer.rasterize(list, scale: 1).pixel(x: x, y: y).a
        }
        // On the top edge 35 pt from the corner: circular is straight there, continuous still curves.
        #expect(alpha(.circular, 35, 0) == 255)
        #expect(alpha(.continuous, 35, 0) < 255)
    }

    @Test func shapesDraw() {
        let items: [DisplayItem] = [
            Fixtures.fill(.circle, RectValue(x: 0, y: 0, width: 50, height: 50)),
            Fixtures.fill(.ellipse, RectValue(x: 50, y: 0, width: 50, height: 25)),
            Fixtures.fill(.capsule(style: .continuous), RectValue(x: 0, y: 60, width: 100, height: 20)),
            Fixtures.fill(
                .unevenRoundedRectangle(topLeading: 10, bottomLeading: 0, bottomTrailing: 10, topTrailing: 0, style: .circular),
                RectValue(x: 0, y: 85, width: 30, height: 15)),
        ]
        let image = rasterizer.rasterize(Fixtures.list(100, 100, items), scale: 1)
        #expect(image.pixel(x: 25, y: 25).a == 255)
        #expect(image.pixel(x: 1, y: 1).a == 0)  // outside the circle
        #expect(image.pixel(x: 75, y: 12).a == 255)
        #expect(image.pixel(x: 51, y: 1).a == 0)  // outside the ellipse
        #expect(image.pixel(x: 50, y: 70).a == 255)
        #expect(image.pixel(x: 0, y: 60).a == 0)  // capsule end
        #expect(image.pixel(x: 0, y: 99).a == 255)  // square bottom-leading corner
        #expect(image.pixel(x: 0, y: 85).a == 0)  // rounded top-leading corner
    }

    @Test func pathScalesWithReferenceSize() {
        let triangle = PathData(elements: [.move(PointValue(x: 0, y: 0)), .line(PointValue(x: 10, y: 0)), .line(PointValue(x: 0, y: 10)), .close])
        let scaled = rasterizer.rasterize(
            Fixtures.list(
                100, 100, [Fixtures.fill(.path(triangle, referenceSize: SizeValue(width: 10, height: 10)), RectValue(x: 0, y: 0, width: 100, height: 100))]),
            scale: 1)
        #expect(scaled.pixel(x: 20, y: 20).a == 255)
        #expect(scaled.pixel(x: 80, y: 80).a == 0)
        let absolute = rasterizer.rasterize(
            Fixtures.list(
                100, 100, [Fixtures.fill(.path(triangle, referenceSize: SizeValue(width: 0, height: 0)), RectValue(x: 50, y: 50, width: 50, height: 50))]),
            scale: 1)
        #expect(absolute.pixel(x: 52, y: 52).a == 255)
        #expect(absolute.pixel(x: 70, y: 70).a == 0)
    }

    @Test func containerRelativeUsesWidgetRadius() {
        let list = Fixtures.list(100, 100, [Fixtures.fill(.containerRelative, RectValue(x: 0, y: 0, width: 100, height: 100))])
        let sharp = CairoRasterizer(options: .init(containerCornerRadius: 0), measurer: Fixtures.measurer).rasterize(list, scale: 1)
        let round = rasterizer.rasterize(list, scale: 1)
        #expect(sharp.pixel(x: 0, y: 0).a == 255)
        #expect(round.pixel(x: 0, y: 0).a == 0)
        #expect(round.pixel(x: 50, y: 0).a == 255)
    }

    @Test func opacityHalvesAlpha() {
        let list = Fixtures.list(50, 50, [.pushOpacity(0.5), Fixtures.fill(RectValue(x: 0, y: 0, width: 50, height: 50)), .pop])
        let p = rasterizer.rasterize(list, scale: 1).pixel(x: 25, y: 25)
        #expect(abs(Int(p.a) - 128) <= 1)
        #expect(p.r == 255 && p.g == 0)
    }

    @Test func clipCuts() {
        let list = Fixtures.list(
            100, 100,
            [
                .pushClip(.rectangle, RectValue(x: 0, y: 0, width: 50, height: 100), antialiased: true),
                Fixtures.fill(RectValue(x: 0, y: 0, width: 100, height: 100)),
                .pop,
                Fixtures.fill(RectValue(x: 90, y: 90, width: 10, height: 10), Fixtures.blue),
            ])
        let image = rasterizer.rasterize(list, scale: 2)
        #expect(image.pixel(x: 60, y: 100).a == 255)
        #expect(image.pixel(x: 140, y: 100).a == 0)
        #expect(image.pixel(x: 190, y: 190) == (0, 0, 255, 255))  // drawn after the clip ended
        let circle = rasterizer.rasterize(
            Fixtures.list(
                100, 100,
                [
                    .pushClip(.circle, RectValue(x: 0, y: 0, width: 100, height: 100), antialiased: true),
                    Fixtures.fill(RectValue(x: 0, y: 0, width: 100, height: 100)), .pop,
                ]), scale: 1)
        #expect(circle.pixel(x: 2, y: 2).a == 0 && circle.pixel(x: 50, y: 50).a == 255)
    }

    @Test func transformMoves() {
        let list = Fixtures.list(100, 100, [.pushTransform(.translation(50, 0)), Fixtures.fill(RectValue(x: 0, y: 0, width: 20, height: 20)), .pop])
        let image = rasterizer.rasterize(list, scale: 1)
        #expect(image.pixel(x: 5, y: 5).a == 0)
        #expect(image.pixel(x: 55, y: 5).a == 255)
    }

    @Test func shadowDrawsUnderAndAround() {
        let list = Fixtures.list(
            100, 100,
            [
                .pushShadow(color: .rgba(0, 0, 0, 1), radius: 6, x: 10, y: 10),
                Fixtures.fill(RectValue(x: 20, y: 20, width: 40, height: 40)), .pop,
            ])
        let image = rasterizer.rasterize(list, scale: 2)
        #expect(image.pixel(x: 80, y: 80) == (255, 0, 0, 255))
        let shadow = image.pixel(x: 125, y: 125)  // 62.5 pt: below/right of the rect, inside the offset shadow
        #expect(shadow.a > 40 && shadow.r == 0)
        #expect(image.pixel(x: 10, y: 10).a == 0)
        // Where the offset shadow is: right of the rect at mid height, and below it.
        #expect(image.pixel(x: 130, y: 90).a > 100)
        #expect(image.pixel(x: 90, y: 130).a > 100)
        // Not above-left of the rect (the shadow starts at 30 pt, blur reach ≈ 9 pt).
        #expect(image.pixel(x: 30, y: 30).a == 0)
        #expect(image.pixel(x: 130, y: 30).a == 0)
    }

    @Test func blurSoftensEdges() {
        let list = Fixtures.list(100, 100, [.pushBlur(radius: 8), Fixtures.fill(RectValue(x: 25, y: 25, width: 50, height: 50)), .pop])
        let image = rasterizer.rasterize(list, scale: 1)
        let edge = image.pixel(x: 25, y: 50).a
        #expect(edge > 60 && edge < 200)
        #expect(image.pixel(x: 50, y: 50).a > 240)
        #expect(image.pixel(x: 20, y: 50).a > 0)
    }

    @Test func maskMultipliesAlpha() {
        let list = Fixtures.list(
            100, 100,
            [
                .pushMask, Fixtures.fill(RectValue(x: 0, y: 0, width: 100, height: 100)),
                .beginMaskContent, Fixtures.fill(.circle, RectValue(x: 0, y: 0, width: 100, height: 100), .rgba(0, 0, 0, 0.5)), .pop,
            ])
        let image = rasterizer.rasterize(list, scale: 1)
        #expect(image.pixel(x: 2, y: 2).a == 0)
        let centre = image.pixel(x: 50, y: 50)
        #expect(abs(Int(centre.a) - 128) <= 1 && centre.r == 255)
    }

    @Test func gradientsAndMaterials() {
        let gradient = GradientValue(stops: [
            .init(color: .rgba(RGBAValue(red: 1, green: 0, blue: 0)), location: 0),
            .init(color: .rgba(RGBAValue(red: 0, green: 0, blue: 1)), location: 1),
        ])
        let items: [DisplayItem] = [
            Fixtures.fill(
                RectValue(x: 0, y: 0, width: 100, height: 20), .linearGradient(gradient, start: PointValue(x: 0, y: 0.5), end: PointValue(x: 1, y: 0.5))),
            Fixtures.fill(
                RectValue(x: 0, y: 20, width: 100, height: 40), .radialGradient(gradient, center: PointValue(x: 0.5, y: 0.5), startRadius: 0, endRadius: 20)),
            Fixtures.fill(
                RectValue(x: 0, y: 60, width: 40, height: 40), .angularGradient(gradient, center: PointValue(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360)),
            Fixtures.fill(RectValue(x: 60, y: 60, width: 40, height: 40), .material("regular")),
        ]
        let image = rasterizer.rasterize(Fixtures.list(100, 100, items), scale: 1)
        #expect(image.pixel(x: 2, y: 10).r > 240 && image.pixel(x: 97, y: 10).b > 240)
        #expect(image.pixel(x: 50, y: 40).r > 200 && image.pixel(x: 95, y: 40).b > 200)
        // Angular: just below +x (clockwise from 0°) is red-ish, just above is blue-ish.
        #expect(image.pixel(x: 38, y: 82).r > image.pixel(x: 38, y: 82).b)
        #expect(image.pixel(x: 38, y: 78).b > image.pixel(x: 38, y: 78).r)
        let material = image.pixel(x: 80, y: 80)
        #expect(material.a > 100 && material.a < 255 && material.r > 240)
    }

    @Test func strokesAndTrim() {
        let style = StrokeStyleValue(lineWidth: 4)
        let full = rasterizer.rasterize(
            Fixtures.list(
                100, 100,
                [
                    .shape(
                        ShapeItem(
                            geometry: .rectangle, frame: RectValue(x: 10, y: 10, width: 80, height: 80), drawing: .stroke(Fixtures.red, style, inside: true)))
                ]), scale: 1)
        #expect(full.pixel(x: 11, y: 50).a == 255)  // inside stroke covers 10…14
        #expect(full.pixel(x: 9, y: 50).a == 0)
        #expect(full.pixel(x: 50, y: 50).a == 0)
        // Trim the top half of a circle outline: drawn at the bottom (start is +x, clockwise), not at the top.
        let trimmed = rasterizer.rasterize(
            Fixtures.list(
                100, 100,
                [
                    .shape(
                        ShapeItem(
                            geometry: .circle, frame: RectValue(x: 10, y: 10, width: 80, height: 80), drawing: .stroke(Fixtures.red, style, inside: false),
                            trimFrom: 0, trimTo: 0.5))
                ]), scale: 1)
        #expect(trimmed.pixel(x: 50, y: 90).a > 200)
        #expect(trimmed.pixel(x: 50, y: 10).a == 0)
        let dashed = rasterizer.rasterize(
            Fixtures.list(
                100, 20,
                [
                    .shape(
                        ShapeItem(
                            geometry: .path(
                                PathData(elements: [.move(PointValue(x: 0, y: 10)), .line(PointValue(x: 100, y: 10))]),
                                referenceSize: SizeValue(width: 0, height: 0)),
                            frame: RectValue(x: 0, y: 0, width: 100, height: 20),
                            drawing: .stroke(Fixtures.red, StrokeStyleValue(lineWidth: 4, dash: [10, 10]), inside: false)))
                ]), scale: 1)
        #expect(dashed.pixel(x: 5, y: 10).a == 255 && dashed.pixel(x: 15, y: 10).a == 0)
    }

    @Test func textDrawsInsideFrame() {
        let text = Fixtures.text("Game Status", color: .rgba(0, 0, 0))
        let m = Fixtures.measurer.measure(text, proposal: .unspecified)
        let frame = RectValue(x: 10, y: 10, width: m.size.width, height: m.size.height)
        let image = rasterizer.rasterize(Fixtures.list(150, 50, [.text(TextItem(text: text, frame: frame, measurement: m))]), scale: 2)
        let inside = image.countOpaque(x0: 20, y0: 20, x1: Int(frame.maxX * 2), y1: Int(frame.maxY * 2))
        let all = image.countOpaque(x0: 0, y0: 0, x1: 300, y1: 100)
        #expect(inside > 200)
        #expect(all == inside)
        #expect(image.diagnostics.isEmpty)
    }

    @Test func textColorsPerRunAndCJK() {
        var text = Fixtures.text("Red ", color: Fixtures.red)
        text.runs.append(TextRun(content: .string("游戏"), font: FontSpec(size: 17), foreground: Fixtures.blue))
        let m = Fixtures.measurer.measure(text, proposal: .unspecified)
        let image = rasterizer.rasterize(
            Fixtures.list(120, 30, [.text(TextItem(text: text, frame: RectValue(x: 0, y: 0, width: m.size.width, height: m.size.height), measurement: m))]),
            scale: 2)
        var reds = 0, blues = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.pixel(x: x, y: y)
                guard p.a > 200 else { continue }
                if p.r > 200 && p.b < 50 { reds += 1 }
                if p.b > 200 && p.r < 50 { blues += 1 }
            }
        }
        #expect(reds > 50 && blues > 50)
        #expect(image.diagnostics.isEmpty)
    }

    @Test func truncatedTextStaysInFrame() {
        let text = Fixtures.text("The quick brown fox jumps over the lazy dog", lineLimit: 1)
        let m = Fixtures.measurer.measure(text, proposal: ProposedSize(width: 80, height: nil))
        #expect(m.isTruncated)
        let image = rasterizer.rasterize(
            Fixtures.list(200, 30, [.text(TextItem(text: text, frame: RectValue(x: 0, y: 0, width: m.size.width, height: m.size.height), measurement: m))]),
            scale: 2)
        #expect(image.countOpaque(x0: Int(m.size.width * 2) + 2, y0: 0, x1: 400, y1: 60) == 0)
    }

    @Test func alignmentUsesTheFrame() {
        let frame = RectValue(x: 0, y: 0, width: 200, height: 30)
        func inkCentre(_ alignment: TextNode.Alignment) -> Double {
            let text = Fixtures.text("Hi", alignment: alignment)
            let m = Fixtures.measurer.measure(text, proposal: ProposedSize(width: 200, height: nil))
            let image = rasterizer.rasterize(Fixtures.list(200, 30, [.text(TextItem(text: text, frame: frame, measurement: m))]), scale: 1)
            var sum = 0.0, count = 0.0
            for y in 0..<30 { for x in 0..<200 where image.pixel(x: x, y: y).a > 128 { sum += Double(x); count += 1 } }
            return sum / max(1, count)
        }
        #expect(inkCentre(.leading) < 30)
        #expect(abs(inkCentre(.center) - 100) < 5)
        #expect(inkCentre(.trailing) > 170)
    }

    @Test func inlineImagesInText() {
        var text = Fixtures.text("Sun ")
        text.runs.append(TextRun(content: .image(Fixtures.symbol("sun.max.fill")), font: FontSpec(size: 17), foreground: Fixtures.red))
        text.runs.append(TextRun(content: .image(Fixtures.symbol("no.such.symbol")), font: FontSpec(size: 17), foreground: Fixtures.blue))
        let m = Fixtures.measurer.measure(text, proposal: .unspecified)
        let image = rasterizer.rasterize(
            Fixtures.list(120, 30, [.text(TextItem(text: text, frame: RectValue(x: 0, y: 0, width: m.size.width, height: m.size.height), measurement: m))]),
            scale: 2)
        var reds = 0, blues = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.pixel(x: x, y: y)
                if p.a > 200 && p.r > 200 && p.b < 50 { reds += 1 }
                if p.a > 200 && p.b > 200 && p.r < 50 { blues += 1 }
            }
        }
        #expect(reds > 40)  // the sun glyph, in its run's color
        #expect(blues > 20)  // the placeholder of the unmapped one
        #expect(image.diagnostics.map(\.code) == ["unmapped-symbol"])
    }

    @Test func mappedSymbolDraws() {
        let item = ImageItem(image: Fixtures.symbol("sun.max.fill", color: Fixtures.red), frame: RectValue(x: 10, y: 10, width: 24, height: 24))
        let image = rasterizer.rasterize(Fixtures.list(44, 44, [.image(item)]), scale: 2)
        #expect(image.countOpaque(x0: 20, y0: 20, x1: 68, y1: 68) > 150)
        #expect(image.countOpaque(x0: 0, y0: 0, x1: 88, y1: 18) == 0)
        #expect(image.diagnostics.isEmpty)
    }

    @Test func unmappedSymbolDrawsPlaceholder() {
        let item = ImageItem(image: Fixtures.symbol("not.a.real.symbol"), frame: RectValue(x: 10, y: 10, width: 24, height: 24))
        let image = rasterizer.rasterize(Fixtures.list(44, 44, [.image(item)]), scale: 2)
        #expect(image.countOpaque(x0: 20, y0: 20, x1: 68, y1: 68) > 100)
        #expect(image.diagnostics.map(\.code) == ["unmapped-symbol"])
    }

    @Test func bitmapImagesDraw() throws {
        // A 2×2 PNG made by the encoder itself: red, blue / blue, red.
        let source = rasterizer.rasterize(
            Fixtures.list(
                2, 2,
                [
                    Fixtures.fill(RectValue(x: 0, y: 0, width: 2, height: 2), Fixtures.blue),
                    Fixtures.fill(RectValue(x: 0, y: 0, width: 1, height: 1)), Fixtures.fill(RectValue(x: 1, y: 1, width: 1, height: 1)),
                ]), scale: 1)
        let png = source.pngData()
        let bitmap = BitmapImage(data: png, format: "png", pixelWidth: 2, pixelHeight: 2, scale: 1)
        var node = ImageNode(source: .bitmap(bitmap), foreground: .rgba(0, 0, 0), symbolFont: FontSpec(size: 17))
        node.interpolation = .none
        #expect(RenderImageMeasurer().naturalSize(of: node) == SizeValue(width: 2, height: 2))
        let image = rasterizer.rasterize(Fixtures.list(40, 40, [.image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 40, height: 40)))]), scale: 1)
        #expect(image.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(image.pixel(x: 35, y: 5) == (0, 0, 255, 255))
        // Template rendering tints with the foreground paint.
        node.renderingMode = .template
        node.foreground = .rgba(0, 1, 0)
        let tinted = rasterizer.rasterize(
            Fixtures.list(40, 40, [.image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 40, height: 40)))]), scale: 1)
        #expect(tinted.pixel(x: 5, y: 5) == (0, 255, 0, 255))
        // Garbage bytes: placeholder + diagnostic.
        let broken = ImageNode(
            source: .bitmap(BitmapImage(data: Data([1, 2, 3]), format: "png", pixelWidth: 1, pixelHeight: 1, scale: 1)), foreground: .rgba(0, 0, 0),
            symbolFont: FontSpec(size: 17))
        let placeholder = rasterizer.rasterize(
            Fixtures.list(40, 40, [.image(ImageItem(image: broken, frame: RectValue(x: 0, y: 0, width: 40, height: 40)))]), scale: 1)
        #expect(placeholder.diagnostics.map(\.code) == ["undecodable-image"])
    }

    @Test func jpegDecodes() throws {
        // 4×4 px of rgb(0, 200, 0), written by libjpeg-turbo's cjpeg at quality 95 (635 bytes).
        let data = try #require(
            Data(
                base64Encoded:
                    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAEAAQDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDk6KKK/wA9z/K8/9k="
            ))
        #expect(ImageDecoder.decode(Data([0xFF, 0xD8, 0xFF, 0x00])) == nil)  // truncated: error, not a crash
        let node = ImageNode(
            source: .bitmap(BitmapImage(data: data, format: "jpeg", pixelWidth: 4, pixelHeight: 4, scale: 1)), resizing: .init(), foreground: .rgba(0, 0, 0),
            symbolFont: FontSpec(size: 17))
        let image = rasterizer.rasterize(Fixtures.list(8, 8, [.image(ImageItem(image: node, frame: RectValue(x: 0, y: 0, width: 8, height: 8)))]), scale: 1)
        let p = image.pixel(x: 4, y: 4)
        #expect(p.a == 255 && p.g > 190 && p.g < 210 && p.r < 10 && p.b < 10)
        #expect(image.diagnostics.isEmpty)
    }

    @Test func missingAssetColorIsReported() {
        let list = Fixtures.list(10, 10, [Fixtures.fill(RectValue(x: 0, y: 0, width: 10, height: 10), .color(.asset(name: "Nope", bundle: nil, opacity: 1)))])
        let image = rasterizer.rasterize(list, scale: 1)
        #expect(image.diagnostics.map(\.code) == ["missing-asset"])
        #expect(image.pixel(x: 5, y: 5).a == 255)
    }

    @Test func svgOutput() {
        let text = Fixtures.text("SVG")
        let m = Fixtures.measurer.measure(text, proposal: .unspecified)
        let list = Fixtures.list(
            100, 50,
            [
                Fixtures.fill(.roundedRectangle(cornerWidth: 10, cornerHeight: 10, style: .continuous), RectValue(x: 0, y: 0, width: 100, height: 50)),
                .pushShadow(color: .rgba(0, 0, 0, 0.5), radius: 4, x: 0, y: 2),
                .text(TextItem(text: text, frame: RectValue(x: 10, y: 10, width: m.size.width, height: m.size.height), measurement: m)),
                .pop,
            ])
        let svg = String(decoding: WidgetRenderer().renderSVG(list), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("100pt") || svg.contains("width=\"100\""))
        #expect(svg.contains("</svg>"))
    }

    @Test func widgetRendererProducesPNG() {
        let renderer = WidgetRenderer(configuration: RenderConfiguration(scale: 3))
        let rendered = renderer.render(Fixtures.list(50, 20, [Fixtures.fill(RectValue(x: 0, y: 0, width: 50, height: 20))]))
        #expect(rendered.pixelWidth == 150 && rendered.pixelHeight == 60)
        #expect(rendered.pngData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(rendered.diagnostics.isEmpty)
    }
}
