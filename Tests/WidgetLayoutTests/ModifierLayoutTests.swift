import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@Suite struct ModifierLayoutTests {
    @Test func paddingForms() {
        let all = layout(color().padding(16), 100, 100)
        expectFrame(all, 0, 0, 100, 100)
        expectFrame(all.node(id: "color"), 16, 16, 68, 68)

        let edges = layout(color().padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4)), 100, 100)
        expectFrame(edges.node(id: "color"), 2, 1, 94, 96)

        let horizontal = layout(text("Hi").padding(EdgeInsetsValue(top: 0, leading: 10, bottom: 0, trailing: 10)), 100, 100)
        expectFrame(horizontal, 0, 0, 32, 12)
        expectFrame(horizontal.node(id: "text"), 10, 0, 12, 12)

        // The child is proposed the proposal minus the insets: the text wraps in 60 − 20.
        let wrapping = layout(text(words(2)).padding(10), 60, 100)
        expectFrame(wrapping, 0, 0, 44, 44)
        expectFrame(wrapping.node(id: "text"), 10, 10, 24, 24)

        // Unspecified stays unspecified; a proposal smaller than the insets gives the child 0.
        expectSize(engine.sizeThatFits(color().padding(5), in: .unspecified), 20, 20)
        expectSize(engine.sizeThatFits(color().padding(5), in: ProposedSize(width: 6, height: 6)), 10, 10)
    }

    @Test func fixedFrameAlignment() {
        let cases: [(AlignmentValue, Double, Double)] = [
            (.center, 44, 44), (topLeading, 0, 0), (bottomTrailing, 88, 88),
            (AlignmentValue(horizontal: .center, vertical: .top), 44, 0),
            (AlignmentValue(horizontal: .trailing, vertical: .center), 88, 44),
        ]
        for (alignment, x, y) in cases {
            let tree = layout(text("Hi").frame(width: 100, height: 100, alignment: alignment), 300, 300)
            expectFrame(tree, 0, 0, 100, 100)
            expectFrame(tree.node(id: "text"), x, y, 12, 12)
        }
        // Baseline alignment in a frame puts the child's baseline on the frame's bottom.
        let baseline = layout(text("Hi").frame(width: 50, height: 50, alignment: AlignmentValue(horizontal: .leading, vertical: .firstTextBaseline)), 300, 300)
        expectFrame(baseline.node(id: "text"), 0, 40.4, 12, 12)
    }

    @Test func frameWithOneDimension() {
        let tree = layout(color().frame(width: 50), 200, 80)
        expectFrame(tree, 0, 0, 50, 80)
        expectFrame(tree.node(id: "color"), 0, 0, 50, 80)
        // The frame's width is proposed to the text, which wraps in it.
        let wrapped = layout(text(words(3)).frame(width: 60), 200, 80)
        expectFrame(wrapped, 0, 0, 60, 24)
        expectFrame(wrapped.node(id: "text"), 3, 0, 54, 24)
    }

    @Test func maxWidthInfinityTakesTheProposal() {
        let tree = layout(text("Hi").frame(maxWidth: .infinity, alignment: leading), 200, 80)
        expectFrame(tree, 0, 0, 200, 12)
        expectFrame(tree.node(id: "text"), 0, 0, 12, 12)
        let both = layout(text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: bottomTrailing), 200, 80)
        expectFrame(both, 0, 0, 200, 80)
        expectFrame(both.node(id: "text"), 188, 68, 12, 12)
        // Ideal proposal: the child's own size.
        expectSize(engine.sizeThatFits(text("Hi").frame(maxWidth: .infinity), in: .unspecified), 12, 12)
        // A child larger than the proposal makes the frame larger.
        let wide = layout(color().frame(width: 300).frame(maxWidth: .infinity), 200, 80)
        expectFrame(wide, 0, 0, 300, 80)
    }

    @Test func minWidthAndIdealFrames() {
        // minWidth: at least min, at most the proposal unless the child is larger.
        expectSize(engine.sizeThatFits(text("Hi").frame(minWidth: 50), in: ProposedSize(width: 200, height: 50)), 50, 12)
        expectSize(engine.sizeThatFits(text(words(4)).frame(minWidth: 50), in: ProposedSize(width: 200, height: 50)), 114, 12)
        expectSize(engine.sizeThatFits(color().frame(minWidth: 50), in: ProposedSize(width: 30, height: 50)), 50, 50)
        // min and max: the proposal clamped, without asking the child.
        expectSize(
            engine.sizeThatFits(
                text("Hi").frame(minWidth: 40, maxWidth: 100, minHeight: 10, maxHeight: 20),
                in: ProposedSize(width: 300, height: 5)), 100, 10)
        // Unspecified proposal: the ideal, else the child's size clamped.
        expectSize(engine.sizeThatFits(color().frame(idealWidth: 70, idealHeight: 30), in: .unspecified), 70, 30)
        expectSize(engine.sizeThatFits(text("Hi").frame(minWidth: 40, maxWidth: 100), in: .unspecified), 40, 12)
        // Normalisation: max below min is raised to min.
        expectSize(engine.sizeThatFits(color().frame(minWidth: 60, maxWidth: 20), in: ProposedSize(width: 10, height: 10)), 60, 10)
    }

    @Test func flexibleFramePlacementReproposesUnspecifiedAxes() {
        // Under fixedSize, frame(maxWidth: .infinity) takes the child's ideal width and the
        // child is proposed nil again when placed (it keeps its single line).
        let tree = layout(text(words(3)).frame(maxWidth: .infinity).fixedSize(), 40, 80)
        expectFrame(tree.node(id: "text"), 0, 0, 84, 12)
    }

    @Test func backgroundIsSizedByItsParent() {
        let tree = layout(text("Hello").padding(10).background(color("bg")), 300, 300)
        expectFrame(tree, 0, 0, 50, 32)
        #expect(tree.layers.count == 1 && tree.layers.first?.role == .background)
        expectFrame(tree.layers.first?.node, 0, 0, 50, 32)
        expectFrame(tree.node(id: "text"), 10, 10, 30, 12)

        // A secondary view of its own size is aligned in the primary.
        let overlay = layout(
            color("main").frame(width: 60, height: 40, id: "main")
                .overlay(color("badge", blue).frame(width: 10, height: 10, id: "badge"), alignment: AlignmentValue(horizontal: .trailing, vertical: .top)), 300,
            300)
        expectFrame(overlay, 0, 0, 60, 40)
        #expect(overlay.layers.first?.role == .overlay)
        expectFrame(overlay.node(id: "badge"), 50, 0, 10, 10)

        // It never changes layout: a huge background leaves the size alone.
        let big = layout(text("Hi").background(color("bg").frame(width: 500, height: 500, id: "bg")), 300, 300)
        expectFrame(big, 0, 0, 12, 12)
        expectFrame(big.node(id: "bg"), -244, -244, 500, 500)

        let mask = layout(color().frame(width: 30, height: 30).modifier(.mask(color("m"), alignment: .center), suffix: "mask"), 300, 300)
        #expect(mask.layers.first?.role == .mask)
        expectFrame(mask.layers.first?.node, 0, 0, 30, 30)
    }

    @Test func aspectRatioFitAndFill() {
        let fit = layout(color().aspectRatio(2, .fit).frame(width: 100, height: 100, id: "box"), 300, 300)
        expectFrame(fit.node(id: "color"), 0, 25, 100, 50)
        let fill = layout(color().aspectRatio(2, .fill).frame(width: 100, height: 100, id: "box"), 300, 300)
        expectFrame(fill.node(id: "color"), -50, 0, 200, 100)
        // A nil dimension imposes no constraint.
        expectSize(engine.sizeThatFits(color().aspectRatio(0.5, .fit), in: ProposedSize(width: 40, height: nil)), 40, 80)
        expectSize(engine.sizeThatFits(color().aspectRatio(0.5, .fill), in: ProposedSize(width: nil, height: 40)), 20, 40)
        // Unspecified proposal passes through.
        expectSize(engine.sizeThatFits(color().aspectRatio(3, .fit), in: .unspecified), 10, 10)
        // Infinite width: constrained by the height.
        expectSize(engine.sizeThatFits(color().aspectRatio(2, .fit), in: ProposedSize(width: .infinity, height: 30)), 60, 30)
    }

    @Test func aspectRatioWithResizableImages() {
        // Natural 40×30: scaledToFit in 100×100 → 100×75; scaledToFill → 133.3×100.
        let fit = layout(image("photo", resizable: true).aspectRatio(nil, .fit), 100, 100)
        expectFrame(fit, 0, 0, 100, 75)
        let fill = layout(image("photo", resizable: true).aspectRatio(nil, .fill).frame(width: 100, height: 100, id: "box"), 300, 300)
        expectFrame(fill.node(id: "image"), -16.667, 0, 133.333, 100)
        // Without a ratio on a plain color, the ratio is 1 (its ideal 10×10).
        expectSize(engine.sizeThatFits(color().aspectRatio(nil, .fit), in: ProposedSize(width: 80, height: 50)), 50, 50)
    }

    @Test func fixedSizeUsesIdealSizes() {
        let tree = layout(text(words(10)).fixedSize().frame(width: 50, id: "box"), 300, 300)
        expectFrame(tree, 0, 0, 50, 12)
        expectFrame(tree.node(id: "text"), -122, 0, 294, 12)
        // Only vertically: wraps in the width, takes all the lines it needs in height.
        let vertical = layout(text(words(4)).fixedSize(horizontal: false, vertical: true), 60, 10)
        expectFrame(vertical, 0, 0, 54, 24)
        let unconstrained = layout(text(words(4)), 60, 10)
        #expect(unconstrained.text?.isTruncated == true)
        expectFrame(unconstrained, 0, 0, 60, 12)  // "aaaa aaaa…"
    }

    @Test func offsetMovesTheDrawnFramesOnly() {
        let tree = layout(
            hstack(
                spacing: 0,
                [
                    color("a").frame(width: 10, height: 10, id: "a").offset(x: 5, y: -3, id: "moved"),
                    color("b").frame(width: 10, height: 10, id: "b"),
                ]), 100, 100)
        expectFrame(tree, 0, 0, 20, 10)
        expectFrame(tree.node(id: "moved"), 0, 0, 10, 10)  // the layout slot
        expectFrame(tree.node(id: "a"), 5, -3, 10, 10)  // drawn where it is moved
        expectFrame(tree.node(id: "b"), 10, 0, 10, 10)  // siblings do not move
    }

    @Test func drawingModifiersDoNotChangeLayout() {
        let modifiers: [Modifier] = [
            .opacity(0.5), .hidden, .clip(.circle, antialiased: true), .shadow(color: red, radius: 3, x: 1, y: 1),
            .blur(radius: 2, opaque: false), .rotation(degrees: 45, anchor: PointValue(x: 0.5, y: 0.5)),
            .scale(x: 2, y: 2, anchor: PointValue(x: 0.5, y: 0.5)), .zIndex(3), .accessibility(label: "x"), .widgetAccentable(true),
        ]
        for m in modifiers {
            let tree = layout(text("Hello").modifier(m, "mod", suffix: ""), 300, 300)
            expectFrame(tree, 0, 0, 30, 12)
            expectFrame(tree.node(id: "text"), 0, 0, 30, 12)
        }
    }

    @Test func redactionFlagsAreCopied() {
        let node = Node(id: "secret", content: text("1234").content, redaction: [.placeholder], privacySensitive: true)
        let tree = layout(node, 100, 100)
        #expect(tree.redaction == [.placeholder])
        #expect(tree.privacySensitive)
        #expect(layout(text("x"), 100, 100).privacySensitive == false)
    }
}
