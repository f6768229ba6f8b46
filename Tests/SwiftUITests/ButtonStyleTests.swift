import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// Buttons draw their label through the environment's button style; what a widget cannot do
/// (press, animate, observe changes) compiles and is drawn once.
@MainActor @Suite struct ButtonStyleTests {
    /// An author's own style, as real projects write one.
    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.orange))
        }
    }

    func shapes(_ node: Node) -> [ShapeNode] {
        node.all.compactMap { if case .shape(let s) = $0.content { s } else { nil } }
    }

    @Test func plainAndAutomaticDrawTheLabelAsItIs() {
        for view in [AnyView(Button("Add") {}.buttonStyle(.plain)), AnyView(Button("Add") {}.buttonStyle(.automatic)), AnyView(Button("Add") {})] {
            let root = archive(view).root
            #expect(root.plainTexts == ["Add"])
            #expect(shapes(root).isEmpty)
        }
    }

    @Test func anAuthorsStyleDrawsTheLabel() throws {
        let root = archive(Button("Add") {}.buttonStyle(PillStyle())).root
        #expect(root.plainTexts == ["Add"])
        let pill = try #require(shapes(root).first)
        // Never pressed in a widget: the orange fill, not the pressed grey.
        guard case .fill(let paint, _) = pill.drawing else { Issue.record("\(pill.drawing)"); return }
        #expect(paint == Color.orange.resolvePaint(in: EnvironmentValues()))
        #expect(root.modifiers.contains { if case .padding = $0 { true } else { false } })
    }

    @Test func borderedProminentFillsWithTheTint() throws {
        let root = archive(Button("Go") {}.buttonStyle(.borderedProminent).tint(.green)).root
        let background = try #require(shapes(root).first)
        guard case .fill(let paint, _) = background.drawing else { Issue.record("\(background.drawing)"); return }
        #expect(paint == Color.green.resolvePaint(in: EnvironmentValues()))
        #expect(root.texts.first?.runs.first?.foreground != nil)
    }

    @Test func stylesReachNestedButtons() {
        let root = archive(
            VStack {
                Button("A") {}; Button("B") {}
            }.buttonStyle(PillStyle())
        ).root
        #expect(shapes(root).count == 2)
    }

    @Test func animationsAndChangeObserversCompileAndDoNothing() {
        var count = 0
        let result = withAnimation(.smooth(duration: 0.3)) {
            count += 1; return count
        }
        #expect(result == 1)
        _ = withAnimation { count += 1 }
        #expect(count == 2)
        let root = archive(Text("x").animation(.snappy).onChange(of: count) { _, _ in }).root
        #expect(root.plainTexts == ["x"])
        #expect(archive(Text("x").onChange(of: count) { _ in }).diagnostics.contains { $0.message.contains("onChange") })
    }
}

/// `import SwiftUI` alone brings `@Observable`, as on iOS 17.
@Observable final class ObservedCounter {
    var value = 0
}

@Suite struct ObservationThroughSwiftUITests {
    @Test func observableCompilesWithSwiftUIAlone() {
        let counter = ObservedCounter()
        counter.value += 1
        #expect(counter.value == 1)
    }
}
