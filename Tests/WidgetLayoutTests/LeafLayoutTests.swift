import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@Suite struct LeafLayoutTests {
    @Test func textTakesItsMeasuredSizeAndKeepsTheMeasurement() {
        let tree = layout(text(words(3)), 60, 100)
        expectFrame(tree, 0, 0, 54, 24)
        #expect(tree.text?.lineCount == 2)
        // nil width: the ideal single line.
        expectSize(engine.sizeThatFits(text(words(3)), in: .unspecified), 84, 12)
    }

    @Test func shapesAndColorsFillTheProposal() {
        expectFrame(layout(color(), 70, 20), 0, 0, 70, 20)
        expectSize(engine.sizeThatFits(color(), in: .unspecified), 10, 10)
        expectSize(engine.sizeThatFits(roundedRect("r", radius: 4), in: ProposedSize(width: nil, height: 33)), 10, 33)
        let gradient = Node(
            id: "g",
            content: .shape(
                ShapeNode(
                    geometry: .rectangle,
                    drawing: .fill(
                        .linearGradient(GradientValue(stops: []), start: PointValue(x: 0, y: 0), end: PointValue(x: 1, y: 1)), evenOdd: false))))
        expectFrame(layout(gradient, 40, 50), 0, 0, 40, 50)
    }

    @Test func imagesNaturalAndResizable() {
        // Not resizable: the natural size whatever the proposal.
        expectFrame(layout(image("photo"), 200, 200), 0, 0, 40, 30)
        expectFrame(layout(image("photo"), 5, 5), 0, 0, 40, 30)
        // Resizable: the proposal, the natural size on unspecified axes.
        expectFrame(layout(image("photo", resizable: true), 80, 60), 0, 0, 80, 60)
        expectSize(engine.sizeThatFits(image("photo", resizable: true), in: ProposedSize(width: 100, height: nil)), 100, 30)
        expectSize(engine.sizeThatFits(image("photo", resizable: true).fixedSize(), in: ProposedSize(width: 100, height: 100)), 40, 30)
        // Symbols are sized by their font.
        expectSize(engine.sizeThatFits(symbol("star.fill", size: 20), in: .unspecified), 20, 20)
        expectSize(engine.sizeThatFits(symbol("star.fill", size: 20, scale: "large"), in: .unspecified), 25, 25)
        // Bitmaps: pixels / scale.
        let bitmap = Node(
            id: "b",
            content: .image(
                ImageNode(
                    source: .bitmap(BitmapImage(data: Data(), format: "png", pixelWidth: 90, pixelHeight: 60, scale: 3)),
                    foreground: red, symbolFont: font())))
        expectSize(engine.sizeThatFits(bitmap, in: .unspecified), 30, 20)
    }

    @Test func unknownImagesUseAPlaceholderSizeAndAreReported() {
        let (tree, diagnostics) = engine.layoutWithDiagnostics(image("missing"), in: ProposedSize(width: 100, height: 100))
        expectFrame(tree, 0, 0, 20, 20)
        #expect(diagnostics.contains { $0.code == "unknown-image-size" && $0.nodeID == "image" && $0.severity == .warning })
    }

    @Test func viewThatFitsPicksTheFirstCandidateThatFits() {
        let node = Node(
            id: "vtf", content: .viewThatFits(ViewThatFitsNode(axes: [.horizontal])),
            children: [text(words(10), "long"), text(words(3), "medium"), text("Hi", "short")])
        let wide = layout(node, 400, 100)
        #expect(wide.children.map(\.id) == ["long"])
        expectFrame(wide, 0, 0, 294, 12)
        let middle = layout(node, 100, 100)
        #expect(middle.children.map(\.id) == ["medium"])
        expectFrame(middle, 0, 0, 84, 12)
        // Nothing fits: the last candidate, laid out in the proposal.
        let narrow = layout(node, 5, 100)
        #expect(narrow.children.map(\.id) == ["short"])
        expectFrame(narrow.node(id: "short"), 0, 0, 6, 24)
        // Vertical axis only: the width is passed on, heights compared.
        let vertical = Node(
            id: "v", content: .viewThatFits(ViewThatFitsNode(axes: [.vertical])),
            children: [text(words(10), "long"), text("Hi", "short")])
        #expect(layout(vertical, 60, 30).children.map(\.id) == ["short"])
        #expect(layout(vertical, 60, 100).children.map(\.id) == ["long"])
    }

    @Test func linearProgressWithLabels() {
        let progress = ProgressNode(
            style: .linear, value: .determinate(fraction: 0.5),
            label: text("Level", "label"), currentValueLabel: text("50%", "value"))
        let tree = layout(Node(id: "p", content: .progress(progress)), 200, 100)
        // label 12, 4, bar 4, 4, value 12.
        expectFrame(tree, 0, 0, 200, 36)
        #expect(tree.layers.map(\.role) == [.label, .currentValueLabel])
        expectFrame(tree.node(id: "label"), 0, 0, 30, 12)
        expectFrame(tree.node(id: "value"), 0, 24, 18, 12)
        #expect(tree.indicatorFrame == RectValue(x: 0, y: 16, width: 200, height: 4))
        // Ideal width 100, no labels: just the bar.
        let bare = Node(id: "p", content: .progress(ProgressNode(style: .linear, value: .determinate(fraction: 0.2))))
        expectSize(engine.sizeThatFits(bare, in: .unspecified), 100, 4)
    }

    @Test func circularProgressIsFixed() {
        let spinner = Node(id: "p", content: .progress(ProgressNode(style: .circular, value: .indeterminate)))
        expectFrame(layout(spinner, 300, 300), 0, 0, 20, 20)
        let timer = Node(
            id: "t",
            content: .progress(
                ProgressNode(
                    style: .circular,
                    value: .timer(start: Date(timeIntervalSinceReferenceDate: 0), end: Date(timeIntervalSinceReferenceDate: 60), countsDown: true))))
        expectFrame(layout(timer, 5, 5), 0, 0, 20, 20)
        let automatic = Node(id: "a", content: .progress(ProgressNode(style: .automatic, value: .indeterminate, label: text("Loading", "label"))))
        let tree = layout(automatic, 300, 300)
        expectFrame(tree, 0, 0, 42, 36)
        expectFrame(tree.node(id: "label"), 0, 24, 42, 12)
        #expect(tree.indicatorFrame == RectValue(x: 11, y: 0, width: 20, height: 20))
    }

    @Test func gauges() {
        let circular = GaugeNode(
            style: "accessoryCircular", fraction: 0.4, label: text("HP", "label"), currentValueLabel: text("40", "value"),
            minimumValueLabel: text("0", "min"), maximumValueLabel: text("100", "max"))
        let ring = layout(Node(id: "g", content: .gauge(circular)), 80, 60)
        expectFrame(ring, 0, 0, 60, 60)
        expectFrame(ring.node(id: "value"), 24, 24, 12, 12)
        expectFrame(ring.node(id: "label"), 24, 48, 12, 12)
        expectFrame(ring.node(id: "min"), 0, 48, 6, 12)
        expectFrame(ring.node(id: "max"), 42, 48, 18, 12)
        expectSize(engine.sizeThatFits(Node(id: "g", content: .gauge(GaugeNode(style: "accessoryCircularCapacity", fraction: 1))), in: .unspecified), 58, 58)
        // A capacity ring shows its current value across the centre and nothing else (the label
        // drawn at the bottom would cross the closed ring).
        let capacity = GaugeNode(
            style: "accessoryCircularCapacity", fraction: 0.4, label: text("HP", "label"), currentValueLabel: text("40", "value"),
            minimumValueLabel: text("0", "min"), maximumValueLabel: text("100", "max"))
        let closed = layout(Node(id: "g", content: .gauge(capacity)), 80, 60)
        expectFrame(closed.node(id: "value"), 24, 24, 12, 12)
        #expect(closed.node(id: "label") == nil && closed.node(id: "min") == nil && closed.node(id: "max") == nil)

        let linear = GaugeNode(
            style: "accessoryLinear", fraction: 0.4, label: text("HP", "label"),
            minimumValueLabel: text("0", "min"), maximumValueLabel: text("100", "max"))
        let bar = layout(Node(id: "g", content: .gauge(linear)), 150, 60)
        // label 12 + 4 + row 12 (labels are taller than the 6 pt bar).
        expectFrame(bar, 0, 0, 150, 28)
        expectFrame(bar.node(id: "min"), 0, 16, 6, 12)
        expectFrame(bar.node(id: "max"), 132, 16, 18, 12)
        #expect(bar.indicatorFrame == RectValue(x: 10, y: 19, width: 118, height: 6))
        expectSize(
            engine.sizeThatFits(Node(id: "g", content: .gauge(GaugeNode(style: "linearCapacity", fraction: 1))), in: ProposedSize(width: 90, height: 90)), 90, 6
        )
    }

    @Test func linksAndIgnoredViewsLayOutTheirChildren() {
        let link = Node(id: "link", content: .link(LinkNode(url: "app://x")), children: [text("Open", "label")])
        let tree = layout(link, 200, 200)
        expectFrame(tree, 0, 0, 24, 12)
        expectFrame(tree.node(id: "label"), 0, 0, 24, 12)
        // Several children: a vertical stack with default spacing.
        let ignored = Node(
            id: "button", content: .ignored(IgnoredNode(viewType: "Button", reason: "not interactive")),
            children: [text("Tap", "a"), text("Here", "b")])
        let column = layout(ignored, 200, 200)
        expectFrame(column, 0, 0, 24, 32)
        expectFrame(column.node(id: "a"), 3, 0, 18, 12)
        expectFrame(column.node(id: "b"), 0, 20, 24, 12)
        // A lone spacer in a link inside an HStack still knows its axis.
        let row = layout(hstack(spacing: 0, [text("A"), Node(id: "l", content: .link(LinkNode(url: "x")), children: [spacer()])]), 100, 20)
        expectFrame(row.node(id: "spacer"), 6, 6, 94, 0)
    }
}
