import Foundation
import SwiftUI
import Testing
import WidgetArchive

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

@MainActor @Suite struct ModifierTests {
    @Test func modifiersNestInTheOrderWritten() {
        let a = archive(Text("x").padding().background(Color.red)).root
        let b = archive(Text("x").background(Color.red).padding()).root
        guard case .modifier(.background) = a.content, case .modifier(.padding) = a.children[0].content else {
            Issue.record("padding should sit inside background:\n\(ArchiveDump.dump(a))"); return
        }
        guard case .modifier(.padding) = b.content, case .modifier(.background) = b.children[0].content else {
            Issue.record("background should sit inside padding:\n\(ArchiveDump.dump(b))"); return
        }
    }

    @Test func paddingForms() {
        let insets = [
            archive(Text("x").padding()).root,
            archive(Text("x").padding(8)).root,
            archive(Text("x").padding(.horizontal, 5)).root,
            archive(Text("x").padding(.top)).root,
            archive(Text("x").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).root,
        ].map { node -> EdgeInsetsValue? in if case .modifier(.padding(let e)) = node.content { e } else { nil } }
        #expect(
            insets == [
                EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16),
                EdgeInsetsValue(top: 8, leading: 8, bottom: 8, trailing: 8),
                EdgeInsetsValue(top: 0, leading: 5, bottom: 0, trailing: 5),
                EdgeInsetsValue(top: 16, leading: 0, bottom: 0, trailing: 0),
                EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4),
            ])
    }

    @Test func framesFixedAndFlexible() {
        let fixed = archive(Text("x").frame(width: 40, alignment: .leading)).root.content
        #expect(fixed == .modifier(.frame(width: 40, height: nil, alignment: AlignmentValue(horizontal: .leading, vertical: .center))))
        let flexible = archive(Text("x").frame(maxWidth: .infinity, minHeight: 10, alignment: .topTrailing)).root.content
        #expect(
            flexible
                == .modifier(
                    .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 10, alignment: AlignmentValue(horizontal: .trailing, vertical: .top)))))
    }

    @Test func invalidFramesAreDiagnosedNotArchived() {
        let result = archive(Text("x").frame(width: -5))
        #expect(result.diagnostics.contains { $0.code == "invalid-frame" })
        #expect(result.root.modifiers.isEmpty)
        let contradictory = archive(Text("x").frame(minWidth: 50, maxWidth: 10))
        #expect(contradictory.diagnostics.contains { $0.code == "contradictory-frame" })
    }

    @Test func backgroundAndOverlayForms() {
        let root = archive(
            Text("x")
                .background(alignment: .bottom) { Capsule().fill(.blue) }
                .overlay(Color.green.opacity(0.5), in: RoundedRectangle(cornerRadius: 4))
                .background(.red)
        ).root
        let kinds = root.modifiers.map { m -> String in
            switch m {
            case .background(_, let a): "background \(a.vertical)"
            case .overlay: "overlay"
            default: "other"
            }
        }
        #expect(kinds == ["background center", "overlay", "background bottom"])
    }

    @Test func drawingAndTransformModifiers() {
        let view = Text("x").opacity(0.5).shadow(radius: 3).blur(radius: 2).offset(x: 3, y: 4)
            .rotationEffect(.degrees(90)).scaleEffect(2).layoutPriority(1).fixedSize().aspectRatio(2, contentMode: .fit)
            .cornerRadius(6).clipped().zIndex(1).hidden().accessibilityLabel("Label")
        let kinds = archive(view).root.modifiers
        #expect(kinds.count == 14)
        #expect(kinds.contains(.opacity(0.5)))
        #expect(kinds.contains(.offset(x: 3, y: 4)))
        #expect(kinds.contains(.rotation(degrees: 90, anchor: PointValue(x: 0.5, y: 0.5))))
        #expect(kinds.contains(.scale(x: 2, y: 2, anchor: PointValue(x: 0.5, y: 0.5))))
        #expect(kinds.contains(.aspectRatio(2, contentMode: .fit)))
        #expect(kinds.contains(.clip(.roundedRectangle(cornerWidth: 6, cornerHeight: 6, style: .circular), antialiased: true)))
        #expect(kinds.contains(.accessibility(label: "Label")))
    }

    @Test func builtinShapesKeepTheirGeometry() {
        let view = HStack {
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.red)
            Circle().stroke(Color.blue, lineWidth: 3)
            Capsule().strokeBorder(.green, lineWidth: 2)
            ContainerRelativeShape().inset(by: 4).fill(.yellow)
            Circle().trim(from: 0, to: 0.25).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round))
        }
        let shapes = archive(view).root.children.compactMap { n -> ShapeNode? in if case .shape(let s) = n.content { s } else { nil } }
        #expect(shapes.count == 5)
        #expect(shapes[0].geometry == .roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous))
        #expect(shapes[1].drawing == .stroke(.rgba(0, 122 / 255, 1), StrokeStyleValue(lineWidth: 3), inside: false))
        if case .stroke(_, _, let inside) = shapes[2].drawing { #expect(inside) } else { Issue.record("expected strokeBorder") }
        #expect(shapes[3].geometry == .containerRelative && shapes[3].inset == 4)
        #expect(shapes[4].trimTo == 0.25)
    }

    @Test func customShapesAreSampledAtTheReferenceSize() throws {
        let shape = try #require(archive(Triangle().fill(.red)) { $0.referenceSize = CGSize(width: 200, height: 100) }.root.all.first)
        guard case .shape(let s) = shape.content, case .path(let data, let size) = s.geometry else {
            Issue.record("expected a path"); return
        }
        #expect(size == SizeValue(width: 200, height: 100))
        #expect(data.elements.first == .move(PointValue(x: 100, y: 0)))
        #expect(data.elements.count == 4)
    }

    @Test func arcsBecomeCurves() {
        let path = Path { p in p.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(180), clockwise: false) }
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 2)
        guard case .curve(let end, _, _)? = path.elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x) < 1e-9 && abs(end.y - 50) < 1e-9)
        let box = path.boundingRect
        #expect(abs(box.maxY - 100) < 0.001 && abs(box.minY - 50) < 0.001)
    }

    @Test func gradientsAsStylesAndViews() {
        let view = VStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
            Circle().fill(AngularGradient(colors: [.red, .green], center: .center))
        }
        let fills = archive(view).root.children.map(\.shapeFill)
        guard case .linearGradient(let g, let start, _) = fills[0] else { Issue.record("linear"); return }
        #expect(g.stops.map(\.location) == [0, 1])
        #expect(start == PointValue(x: 0.5, y: 0))
        guard case .radialGradient(_, _, _, let r) = fills[1] else { Issue.record("radial"); return }
        #expect(r == 50)
        guard case .angularGradient(_, _, let a0, let a1) = fills[2] else { Issue.record("angular"); return }
        #expect(a1 - a0 == 360)
    }

    @Test func imagesCarryTheirSourceAndStyling() throws {
        let view = VStack {
            Image("Trophy").resizable().renderingMode(.template)
            Image(systemName: "bolt.fill").font(.title).foregroundStyle(.orange).imageScale(.large)
            Image(decorative: "Backdrop")
        }
        let images = archive(view).root.all.compactMap { n -> ImageNode? in if case .image(let i) = n.content { i } else { nil } }
        #expect(images.count == 3)
        #expect(images[0].source == .asset(name: "Trophy", bundle: nil))
        #expect(images[0].resizing != nil && images[0].renderingMode == .template)
        #expect(images[1].source == .system(name: "bolt.fill", variableValue: nil))
        #expect(images[1].symbolFont.size == 28)
        #expect(images[1].symbolScale == "large")
        #expect(try #require(rgba(images[1].foreground)).green > 0.5)
        #expect(images[2].decorative)
    }

    @Test func uiImageBytesTravelInline() throws {
        // A 3×2 PNG header is enough for UIImage to know its size.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 3, height: 2))
        let node = try #require(archive(Image(uiImage: image)).root.all.first)
        guard case .image(let i) = node.content, case .bitmap(let b) = i.source else { Issue.record("bitmap expected"); return }
        #expect(b.pixelWidth == 3 && b.pixelHeight == 2 && b.format == "png" && b.data == png)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func namedColorsStayReferences() {
        let fill = archive(Color("ColorBg").opacity(0.5)).root.shapeFill
        #expect(fill == .color(.asset(name: "ColorBg", bundle: nil, opacity: 0.5)))
    }

    @Test func containerBackgroundIsLiftedOut() {
        let result = archive(Text("x").containerBackground(.blue, for: ContainerBackgroundPlacement(name: "widget")))
        #expect(result.containerBackground != nil)
        #expect(result.root.all.count == 1)
    }

    @Test func ignoredControlsAreRecordedWithDiagnostics() {
        let view = VStack {
            Button("Tap") {}
            Toggle("On", isOn: .constant(true))
            TextField("Name", text: .constant(""))
            ScrollView { Text("inside") }
        }
        let result = archive(view)
        let ignored = result.root.children.compactMap { n -> String? in if case .ignored(let i) = n.content { i.viewType } else { nil } }
        #expect(ignored == ["Button", "Toggle", "TextField", "ScrollView"])
        #expect(result.diagnostics.filter { $0.code == "ignored-view" }.count == 4)
        #expect(result.root.children[0].plainTexts == ["Tap"])
    }

    @Test func inertModifiersAreReported() {
        let result = archive(Text("x").onTapGesture {}.onAppear {})
        #expect(result.diagnostics.filter { $0.code == "ignored-modifier" }.count == 2)
    }

    @Test func linksLabelsProgressAndGauges() throws {
        let url = URL(string: "game://player/1")!
        let view = VStack {
            Link(destination: url) { Text("Open") }
            Label("Rain", systemImage: "cloud.rain")
            ProgressView(value: 3, total: 4)
            Gauge(value: 0.5, in: 0...2) { Text("G") }.gaugeStyle(.accessoryCircular)
        }
        let children = archive(view).root.children
        #expect(children[0].content == .link(LinkNode(url: "game://player/1")))
        #expect(children[1].stack?.kind == .horizontal)
        guard case .progress(let p) = children[2].content, case .gauge(let g) = children[3].content else { Issue.record("kinds"); return }
        #expect(p.value == .determinate(fraction: 0.75))
        #expect(g.fraction == 0.25 && g.style == "accessoryCircular")
        #expect(g.label.map { $0.plainTexts } == ["G"])
    }
}
