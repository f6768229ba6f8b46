import Foundation
import Testing
import WidgetArchive
import WidgetLayout

@Suite struct StackLayoutTests {
    // §3.3 worked example 1 (objc.io): flexibility 100 vs ∞; the stack overflows the frame.
    @Test func example1FlexibilityOrderingOverflowsFrame() {
        let node = hstack(
            spacing: 0,
            [
                color("red").frame(maxWidth: 100, id: "redFrame"),
                color("green", green).frame(minWidth: 100, id: "greenFrame"),
            ]
        ).frame(width: 150, height: 100, id: "outer")
        let (tree, diagnostics) = engine.layoutWithDiagnostics(node, in: ProposedSize(width: 300, height: 300))
        expectFrame(tree, 0, 0, 150, 100)
        expectFrame(tree.node(id: "hstack"), -12.5, 0, 175, 100)
        expectFrame(tree.node(id: "redFrame"), -12.5, 0, 75, 100)
        expectFrame(tree.node(id: "red"), -12.5, 0, 75, 100)
        expectFrame(tree.node(id: "greenFrame"), 62.5, 0, 100, 100)
        expectFrame(tree.node(id: "green"), 62.5, 0, 100, 100)
        #expect(diagnostics.contains { $0.code == "overflow-frame" && $0.nodeID == "outer" })
    }

    // §3.3 worked example 2 (Ole Begemann): (620 − 20) / 3.
    @Test func example2EqualShares() {
        let tree = layout(hstack(spacing: 10, [color("a", blue), color("b", green), color("c", red)]), 620, 100)
        expectFrame(tree, 0, 0, 620, 100)
        expectFrame(tree.node(id: "a"), 0, 0, 200, 100)
        expectFrame(tree.node(id: "b"), 210, 0, 200, 100)
        expectFrame(tree.node(id: "c"), 420, 0, 200, 100)
    }

    // §3.3 worked example 3: the text is offered 300 − 8 (spacer's minimum, spacing 0).
    @Test func example3TextBeforeSpacer() {
        let short = layout(hstack([text("Hello"), spacer()]), 300, 100)
        expectFrame(short, 0, 0, 300, 12)
        expectFrame(short.node(id: "text"), 0, 0, 30, 12)
        expectFrame(short.node(id: "spacer"), 30, 6, 270, 0)

        // 49 characters = 294 pt ideal: offered 292, it wraps after 9 words (264 pt).
        let long = layout(hstack([text(words(10)), spacer()]), 300, 100)
        expectFrame(long.node(id: "text"), 0, 0, 264, 24)
        expectFrame(long.node(id: "spacer"), 264, 12, 36, 0)
    }

    // §3.3 worked example 4: (100 − 8) / 2.
    @Test func example4VStackOfColors() {
        let tree = layout(vstack([color("a"), color("b", blue)]), 100, 100)
        expectFrame(tree.node(id: "a"), 0, 0, 100, 46)
        expectFrame(tree.node(id: "b"), 0, 54, 100, 46)
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        let tree = layout(hstack([color("a").frame(maxWidth: 50, id: "a50"), color("b", blue)]), 300, 40)
        expectFrame(tree.node(id: "a50"), 0, 0, 50, 40)
        expectFrame(tree.node(id: "b"), 58, 0, 242, 40)
    }

    @Test func equallyInfiniteFlexibilityPutsLargerMinimumFirst() {
        // Both are infinitely flexible; the one with minWidth 100 goes first (offered 75 → 100),
        // the other gets the remaining 50. In source order the stack would be 175 wide.
        let tree = layout(hstack(spacing: 0, [color("a").frame(minWidth: 10, id: "a"), color("b", blue).frame(minWidth: 100, id: "b")]), 150, 20)
        expectFrame(tree, 0, 0, 150, 20)
        expectFrame(tree.node(id: "a"), 0, 0, 50, 20)
        expectFrame(tree.node(id: "b"), 50, 0, 100, 20)
    }

    @Test func layoutPriorityGetsProposalMinusSpacingAndMinimumsOfOthers() {
        // Priority 1 is offered 200 − 8 − 30 (the other's minimum) = 162: five words (144 pt).
        // Without priority the text would be offered (200 − 8) / 2.
        let other = color("other", blue).frame(minWidth: 30, id: "otherFrame")
        let tree = layout(hstack([text(words(8), "first").layoutPriority(1), other]), 200, 100)
        expectFrame(tree.node(id: "first"), 0, 38, 144, 24)
        expectFrame(tree.node(id: "otherFrame"), 152, 0, 48, 100)
        // Read through any number of modifiers around the child.
        let wrapped = layout(hstack([text(words(8), "first").layoutPriority(1).padding(0).opacity(1), other]), 200, 100)
        expectFrame(wrapped.node(id: "first"), 0, 38, 144, 24)
        let plain = layout(hstack([text(words(8), "first"), other]), 200, 100)
        expectFrame(plain.node(id: "first"), 0, 32, 84, 36)
    }

    @Test func spacerVersusTextPriority() {
        // Spacers are sized after everything else: the text keeps its ideal width.
        let tree = layout(hstack([spacer("s1"), text("Hello"), spacer("s2")]), 200, 50)
        expectFrame(tree.node(id: "text"), 85, 0, 30, 12)
        expectFrame(tree.node(id: "s1"), 0, 6, 85, 0)
        expectFrame(tree.node(id: "s2"), 115, 6, 85, 0)
        // Without room, spacers keep their minimum length and the text gives way.
        let tight = layout(hstack([spacer("s1"), text(words(2)), spacer("s2", minLength: 20)]), 60, 50)
        // text offered 60 − 8 − 20 = 32 → two lines of 24; the spacers share 36, the one
        // with the larger minimum first (18 → 20), the other gets 16.
        expectFrame(tight.node(id: "s1"), 0, 12, 16, 0)
        expectFrame(tight.node(id: "text"), 16, 0, 24, 24)
        expectFrame(tight.node(id: "s2"), 40, 12, 20, 0)
    }

    @Test func framedSpacerIsStillSizedLast() {
        // The spacer's low priority passes through its frame (the frame resets its spacing:
        // 8 to the text). Text offered 300 − 8 − 8 = 284 → nine words (264).
        let tree = layout(hstack([text(words(10)), spacer().frame(maxWidth: 100, id: "spacerFrame")]), 300, 50)
        expectFrame(tree.node(id: "text"), 0, 0, 264, 24)
        expectFrame(tree.node(id: "spacerFrame"), 272, 12, 28, 0)
    }

    @Test func overflowIsAllowedAndChildrenArePlacedInSourceOrder() {
        let tree = layout(hstack(spacing: 0, [color("a").frame(width: 100, id: "a"), color("b").frame(width: 100, id: "b")]), 150, 10)
        expectFrame(tree, 0, 0, 200, 10)
        expectFrame(tree.node(id: "a"), 0, 0, 100, 10)
        expectFrame(tree.node(id: "b"), 100, 0, 100, 10)
    }

    @Test func defaultSpacingIsEightAndZeroNextToSpacers() {
        let tree = layout(vstack([text("A", "a"), text("B", "b"), spacer(), text("C", "c")]), 100, 100)
        expectFrame(tree, 0, 0, 6, 100)
        expectFrame(tree.node(id: "a"), 0, 0, 6, 12)
        expectFrame(tree.node(id: "b"), 0, 20, 6, 12)
        expectFrame(tree.node(id: "spacer"), 3, 32, 0, 56)
        expectFrame(tree.node(id: "c"), 0, 88, 6, 12)
        // Explicit spacing applies next to spacers too.
        let explicit = layout(hstack(spacing: 4, [text("A", "a"), spacer(), text("B", "b")]), 100, 20)
        expectFrame(explicit.node(id: "spacer"), 10, 6, 80, 0)
        expectFrame(explicit.node(id: "b"), 94, 0, 6, 12)
    }

    @Test func minorAxisAlignment() {
        let children = [color("big").frame(width: 40, height: 40, id: "big"), text("Hi")]
        for (alignment, y) in [(VerticalAlignmentValue.top, 0.0), (.center, 14), (.bottom, 28)] {
            let tree = layout(hstack(alignment: alignment, children), 200, 100)
            expectFrame(tree, 0, 0, 60, 40)
            expectFrame(tree.node(id: "text"), 48, y, 12, 12)
        }
        for (alignment, x) in [(HorizontalAlignmentValue.leading, 0.0), (.center, 14), (.trailing, 28)] {
            let tree = layout(vstack(alignment: alignment, children), 200, 100)
            expectFrame(tree.node(id: "text"), x, 48, 12, 12)
        }
    }

    @Test func baselineAlignmentInHStack() {
        // 20 pt text: baseline 19.2 of 24; 10 pt text: baseline 9.6 of 12.
        let first = layout(
            hstack(alignment: .firstTextBaseline, [text("Big", "big", size: 20), text("small", "small"), color("box").frame(width: 5, height: 5, id: "box")]),
            300, 100)
        expectFrame(first.node(id: "big"), 0, 0, 36, 24)
        expectFrame(first.node(id: "small"), 44, 9.6, 30, 12)
        expectFrame(first.node(id: "box"), 82, 14.2, 5, 5)  // non-text: its bottom on the baseline
        expectFrame(first, 0, 0, 87, 24)

        // Last baselines: a two-line text (baselines 9.6 and 21.6) next to a single line.
        let last = layout(hstack(alignment: .lastTextBaseline, [text("aaaa\nbbbb", "two"), text("x", "one", size: 20)]), 300, 100)
        expectFrame(last.node(id: "two"), 0, 0, 24, 24)
        expectFrame(last.node(id: "one"), 32, 2.4, 12, 24)

        // Baselines propagate out of stacks and modifiers: a VStack's first baseline is its
        // first text's.
        let nested = layout(
            hstack(
                alignment: .firstTextBaseline,
                [
                    vstack("column", [color("swatch").frame(width: 10, height: 10, id: "swatch"), text("label", "label")]).padding(2),
                    text("Big", "big", size: 20),
                ]), 300, 100)
        // column: swatch 10 + 8 + label (baseline 9.6) → baseline 27.6, +2 padding = 29.6; big's 19.2.
        expectFrame(nested.node(id: "big"), 42, 10.4, 36, 24)
        expectFrame(nested.node(id: "label"), 2, 20, 30, 12)
    }

    @Test func placementReproposesActualMinorSize() {
        // In an ideal-size VStack the divider is proposed the stack's width when placed.
        let tree = layout(vstack(spacing: 0, [text("Hello"), divider()]).fixedSize(), 300, 300)
        expectFrame(tree.node(id: "vstack"), 0, 0, 30, 13)
        expectFrame(tree.node(id: "divider"), 0, 12, 30, 1)
    }

    @Test func zstackAlignments() {
        let cases: [(HorizontalAlignmentValue, VerticalAlignmentValue, Double, Double)] = [
            (.leading, .top, 0, 0), (.center, .top, 40, 0), (.trailing, .top, 80, 0),
            (.leading, .center, 0, 40), (.center, .center, 40, 40), (.trailing, .center, 80, 40),
            (.leading, .bottom, 0, 80), (.center, .bottom, 40, 80), (.trailing, .bottom, 80, 80),
        ]
        for (h, v, x, y) in cases {
            let node = zstack(
                alignment: AlignmentValue(horizontal: h, vertical: v),
                [
                    color("back").frame(width: 100, height: 100, id: "back"),
                    color("front", blue).frame(width: 20, height: 20, id: "front"),
                ])
            let tree = layout(node, 300, 300)
            expectFrame(tree, 0, 0, 100, 100)
            expectFrame(tree.node(id: "back"), 0, 0, 100, 100)
            expectFrame(tree.node(id: "front"), x, y, 20, 20)
        }
    }

    @Test func zstackProposesItsProposalToAllAndSizesToTheUnion() {
        let tree = layout(zstack([color("fill"), text("Hi")]), 120, 80)
        expectFrame(tree, 0, 0, 120, 80)
        expectFrame(tree.node(id: "fill"), 0, 0, 120, 80)
        expectFrame(tree.node(id: "text"), 54, 34, 12, 12)
        // Children with a lower priority do not size the stack.
        let prioritised = layout(zstack([color("fill").layoutPriority(-1), text("Hi")]), 120, 80)
        expectFrame(prioritised, 0, 0, 12, 12)
        expectFrame(prioritised.node(id: "fill"), -54, -34, 120, 80)
    }

    @Test func nestedStacksWithFlexibleFrames() {
        let node = vstack(
            spacing: 0, alignment: .leading,
            [
                text("Title", "title").frame(maxWidth: .infinity, alignment: leading, id: "titleFrame"),
                hstack(
                    spacing: 0,
                    [
                        color("left").frame(maxWidth: .infinity, id: "leftFrame"),
                        color("right", blue).frame(width: 40, id: "rightFrame"),
                    ]
                ).frame(height: 20, id: "row"),
                text("Hi", "hi"),
            ])
        let tree = layout(node, 200, 100)
        expectFrame(tree, 0, 0, 200, 44)
        expectFrame(tree.node(id: "titleFrame"), 0, 0, 200, 12)
        expectFrame(tree.node(id: "title"), 0, 0, 30, 12)
        expectFrame(tree.node(id: "leftFrame"), 0, 12, 160, 20)
        expectFrame(tree.node(id: "rightFrame"), 160, 12, 40, 20)
        expectFrame(tree.node(id: "hi"), 0, 32, 12, 12)
    }

    @Test func idealSizeOfStacks() {
        // nil proposal on the major axis: every child at its ideal size.
        let size = engine.sizeThatFits(hstack([text("Hello"), color("c").frame(width: 10, height: 30, id: "f")]), in: .unspecified)
        expectSize(size, 48, 30)
    }

    @Test func dividersFollowTheStackAxis() {
        let row = layout(hstack(spacing: 0, [text("A"), divider("d", thickness: 2), text("B", "b")]), 100, 30)
        expectFrame(row.node(id: "d"), 6, 0, 2, 30)  // proposed the row's height
        expectFrame(row.node(id: "b"), 8, 9, 6, 12)
        let column = layout(vstack(spacing: 0, [text("A"), divider("d"), text("B", "b")]), 100, 30)
        expectFrame(column.node(id: "d"), 0, 12, 100, 1)
        let alone = layout(divider("d"), 80, 30)
        expectFrame(alone, 0, 0, 80, 1)
    }

    @Test func spacerOutsideAStackTakesBothAxes() {
        expectFrame(layout(spacer(), 80, 30), 0, 0, 80, 30)
        expectSize(engine.sizeThatFits(spacer(minLength: 12), in: .unspecified), 12, 12)
        // In a VStack: along the vertical axis only.
        let column = layout(vstack([spacer()]), 80, 30)
        expectFrame(column.node(id: "spacer"), 0, 0, 0, 30)
    }

    @Test func implicitAndLazyStacksBehaveLikeTheirKind() {
        for stack in [StackNode(kind: .vertical, implicit: true), StackNode(kind: .vertical, lazy: true)] {
            let node = Node(id: "s", content: .stack(stack), children: [color("a"), color("b", blue)])
            let tree = layout(node, 100, 100)
            expectFrame(tree.node(id: "a"), 0, 0, 100, 46)
            expectFrame(tree.node(id: "b"), 0, 54, 100, 46)
        }
    }
}
