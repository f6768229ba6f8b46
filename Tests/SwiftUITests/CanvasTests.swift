import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// Canvas: the renderer runs for the canvas's laid-out size and what it draws is recorded as
/// archive nodes (paths in canvas coordinates, text and images placed by offsets and frames).
@MainActor @Suite struct CanvasTests {
    func resolve<V: View>(_ view: V) -> ViewArchive {
        ArchiveBuilder.archive(view, environment: EnvironmentValues(), header: GeometryReaderTests.small)
    }

    /// The canvas's drawings: the children of its top-leading stack (or its only child).
    func drawings(_ archive: ViewArchive) throws -> (GeometryNode, [Node]) {
        let canvas = try #require(archive.root.all.first { if case .geometry = $0.content { true } else { false } })
        guard case .geometry(let g) = canvas.content else { throw CancellationError() }
        let child = try #require(canvas.children.first)
        if case .stack(let s) = child.content, s.implicit { return (g, child.children) }
        return (g, [child])
    }

    func path(_ node: Node) -> [PathData.Element]? {
        if case .shape(let s) = node.content, case .path(let data, let reference) = s.geometry, reference == SizeValue(width: 0, height: 0) {
            return data.elements
        }
        return nil
    }

    @Test func pathsAreRecordedInCanvasCoordinatesForItsSize() throws {
        var sizes: [CGSize] = []
        let archive = resolve(
            Canvas { context, size in
                sizes.append(size)
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
                var moved = context
                moved.translateBy(x: 10, y: 5)
                moved.scaleBy(x: 2, y: 2)
                moved.stroke(
                    Path { p in
                        p.move(to: .zero)
                        p.addLine(to: CGPoint(x: 10, y: 0))
                    }, with: .color(.blue), lineWidth: 1.5)
            }
            .frame(width: 100, height: 50))
        #expect(sizes == [CGSize(width: 100, height: 50)])
        let (canvas, items) = try drawings(archive)
        #expect(canvas == GeometryNode(kind: .canvas, resolvedSize: SizeValue(width: 100, height: 50)))
        #expect(items.count == 2)
        let rect = try #require(path(items[0]))
        #expect(rect.contains(.line(PointValue(x: 50, y: 50))) && rect.contains(.line(PointValue(x: 0, y: 50))))
        // The copy's transform applied to the points and to the line width; the first drawing kept none.
        #expect(try #require(path(items[1])) == [.move(PointValue(x: 10, y: 5)), .line(PointValue(x: 30, y: 5))])
        guard case .shape(let stroke) = items[1].content, case .stroke(let paint, let style, inside: false) = stroke.drawing else {
            Issue.record("not a stroke: \(items[1].content)")
            return
        }
        #expect(style.lineWidth == 3)
        #expect(paint == Color.blue.resolvePaint(in: EnvironmentValues()))
    }

    @Test func textIsAnchoredAtItsPoint() throws {
        let archive = resolve(
            Canvas { context, size in
                context.draw(Text("Hi"), at: CGPoint(x: 20, y: 30), anchor: .topLeading)
                context.draw(Text("Mid"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                context.draw(Text("Box"), in: CGRect(x: 5, y: 6, width: 40, height: 20))
            }
            .frame(width: 100, height: 60))
        let (_, items) = try drawings(archive)
        #expect(items.map { $0.plainTexts } == [["Hi"], ["Mid"], ["Box"]])
        let topLeading = AlignmentValue(horizontal: .leading, vertical: .top)
        // Text, its ideal size, a zero-size frame aligning the anchor, moved to the point, in the canvas's frame.
        #expect(
            items[0].modifiers == [
                .frame(width: 100, height: 60, alignment: topLeading), .offset(x: 20, y: 30),
                .frame(width: 0, height: 0, alignment: topLeading), .fixedSize(horizontal: true, vertical: true),
            ])
        #expect(items[1].modifiers.contains(.offset(x: 50, y: 30)) && items[1].modifiers.contains(.frame(width: 0, height: 0, alignment: .center)))
        #expect(
            items[2].modifiers == [
                .frame(width: 100, height: 60, alignment: topLeading), .offset(x: 5, y: 6), .frame(width: 40, height: 20, alignment: topLeading),
            ])
    }

    @Test func stateAppliesToLaterDrawingsOnly() throws {
        let archive = resolve(
            Canvas { context, _ in
                let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
                context.fill(square, with: .color(.red))
                context.opacity = 0.5
                context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
                context.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 1))
                context.fill(square, with: .color(.green))
                context.rotate(by: .degrees(90))
                context.draw(Text("R"), at: .zero, anchor: .topLeading)
                context.addFilter(.saturation(0.5))
            }
            .frame(width: 40, height: 40))
        let (_, items) = try drawings(archive)
        #expect(items.count == 3)
        #expect(items[0].modifiers.isEmpty)
        let second = items[1].modifiers
        #expect(second.contains(.opacity(0.5)))
        #expect(second.contains { if case .clip(.path, _) = $0 { true } else { false } })
        #expect(second.contains { if case .shadow(_, 2, 1, 1) = $0 { true } else { false } })
        // The rotation turns the text around the canvas's origin.
        #expect(items[2].modifiers.contains(.rotation(degrees: 90, anchor: PointValue(x: 0, y: 0))))
        #expect(archive.diagnostics.contains { $0.code == "canvas-filter" })
    }

    @Test func gradientPointsBecomeUnitPointsOfTheCanvas() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let archive = resolve(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: size.width, y: size.height / 2)))
            }
            .frame(width: 80, height: 40))
        let (_, items) = try drawings(archive)
        guard case .shape(let s) = items[0].content, case .fill(.linearGradient(_, let start, let end), _) = s.drawing else {
            Issue.record("not a gradient fill")
            return
        }
        #expect(start == PointValue(x: 0, y: 0) && end == PointValue(x: 1, y: 0.5))
    }

    @Test func imagesAreScaledIntoARectangleOrDrawnAtTheirSizeAtAPoint() throws {
        let archive = resolve(
            Canvas { context, _ in
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: 10, y: 12, width: 30, height: 20))
                var tinted = context.resolve(Image(systemName: "heart.fill"))
                tinted.shading = .color(.red)
                context.draw(tinted, at: CGPoint(x: 50, y: 40), anchor: .bottomTrailing)
            }
            .frame(width: 80, height: 60))
        let (_, items) = try drawings(archive)
        let images = items.map { $0.all.compactMap { n -> ImageNode? in if case .image(let i) = n.content { i } else { nil } } }
        #expect(images.map(\.count) == [1, 1])
        #expect(images[0].first?.resizing != nil, "an image drawn in a rectangle is scaled to it")
        #expect(images[1].first?.resizing == nil)
        #expect(images[1].first?.foreground == Color.red.resolvePaint(in: EnvironmentValues()))
        let topLeading = AlignmentValue(horizontal: .leading, vertical: .top)
        #expect(
            items[0].modifiers == [
                .frame(width: 80, height: 60, alignment: topLeading), .offset(x: 10, y: 12), .frame(width: 30, height: 20, alignment: topLeading),
            ])
        #expect(items[1].modifiers.contains(.frame(width: 0, height: 0, alignment: AlignmentValue(horizontal: .trailing, vertical: .bottom))))
        #expect(items[1].modifiers.contains(.offset(x: 50, y: 40)))
    }
}
