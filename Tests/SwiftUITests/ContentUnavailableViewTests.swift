import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// ContentUnavailableView as widgets write their empty states: the icon stands above the title,
/// the description follows, and a custom label or actions are kept as written.
@MainActor @Suite struct ContentUnavailableViewTests {
    /// The innermost stack holding both the symbol and the text, or nil.
    private func innermostStack(in node: Node, holding symbol: String, and title: String) -> StackNode? {
        guard node.symbols.contains(symbol), node.plainTexts.contains(title) else { return nil }
        for child in node.children {
            if let inner = innermostStack(in: child, holding: symbol, and: title) { return inner }
        }
        return node.stack
    }

    @Test func systemImageFormStandsTheIconAboveTheTitleThenTheDescription() {
        let view = ContentUnavailableView("No dives yet", systemImage: "water.waves", description: Text("Log a dive in the app."))
        let root = archive(view).root
        #expect(root.plainTexts == ["No dives yet", "Log a dive in the app."])
        #expect(root.symbols == ["water.waves"])
        #expect(innermostStack(in: root, holding: "water.waves", and: "No dives yet")?.kind == .vertical)
    }

    /// The oracle above would fail on a plain Label: its default style is icon beside title.
    @Test func aPlainLabelElsewhereStaysHorizontal() {
        let root = archive(Label("No dives yet", systemImage: "water.waves")).root
        #expect(innermostStack(in: root, holding: "water.waves", and: "No dives yet")?.kind == .horizontal)
    }

    @Test func withoutADescriptionOnlyTheTitleIsText() {
        let root = archive(ContentUnavailableView("Nothing expiring", systemImage: "leaf")).root
        #expect(root.plainTexts == ["Nothing expiring"])
        #expect(root.symbols == ["leaf"])
    }

    @Test func aLabelPassedToTheBuilderFormIsDrawnVerticallyToo() {
        let view = ContentUnavailableView {
            Label("Calendar access is off", systemImage: "calendar.badge.exclamationmark")
        } description: {
            Text("Allow access in Settings.")
        }
        let root = archive(view).root
        #expect(root.plainTexts == ["Calendar access is off", "Allow access in Settings."])
        #expect(innermostStack(in: root, holding: "calendar.badge.exclamationmark", and: "Calendar access is off")?.kind == .vertical)
    }

    @Test func aCustomLabelAndActionsAreKeptAsWritten() {
        let view = ContentUnavailableView {
            Text("No quotes")
        } description: {
            Text("Add one in the app.")
        } actions: {
            Link("Open Quotes", destination: URL(string: "quotes://add")!)
        }
        let root = archive(view).root
        #expect(root.plainTexts == ["No quotes", "Add one in the app.", "Open Quotes"])
        #expect(root.symbols.isEmpty)
    }
}

extension Node {
    /// The SF Symbols names of the images under this node, depth first.
    fileprivate var symbols: [String] {
        all.compactMap {
            if case .image(let image) = $0.content, case .system(let name, _) = image.source { name } else { nil }
        }
    }
}
