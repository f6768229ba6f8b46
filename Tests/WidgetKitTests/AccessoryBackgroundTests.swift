import Foundation
import Testing
import WidgetArchive

@testable import WidgetKit

/// Accessory families (Lock Screen) remove the widget's container background: Apple documents
/// `showsWidgetContainerBackground` as false for accessory widgets, and the host does not draw
/// the background there (the corpus's Moon widget drew black text on its black background).
@MainActor @Suite struct AccessoryBackgroundTests {
    struct ReadsBackground: View {
        @Environment(\.showsWidgetContainerBackground) var shows
        var body: some View {
            Text(shows ? "shown" : "removed")
                .containerBackground(.black, for: .widget)
        }
    }

    struct BackgroundWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "background", provider: AsyncProvider()) { _ in ReadsBackground() }
                .supportedFamilies([.systemSmall, .accessoryInline, .accessoryCircular, .accessoryRectangular])
        }
    }

    func archive(_ family: WidgetFamily) throws -> ViewArchive {
        let widget = try #require(WidgetRegistry.widgets(single: BackgroundWidget()).first)
        return EntryRenderer.archive(
            AnyTimelineEntry(CountEntry(date: .distantPast, count: 1)), of: widget, in: DisplayEnvironment(family: family), assets: nil)
    }

    func text(_ archive: ViewArchive) -> String? { Self.firstText(archive.root) }

    static func firstText(_ node: Node) -> String? {
        if case .text(let t) = node.content { return t.plainText() }
        for child in node.children { if let s = firstText(child) { return s } }
        return nil
    }

    @Test(arguments: [WidgetFamily.accessoryInline, .accessoryCircular, .accessoryRectangular])
    func accessoryFamiliesRemoveTheBackground(_ family: WidgetFamily) throws {
        let archive = try archive(family)
        #expect(!archive.environment.showsWidgetContainerBackground, "\(family)")
        #expect(text(archive) == "removed", "\(family)")
        // The background is still in the archive (a host may show it where allowed).
        #expect(archive.containerBackground != nil)
    }

    @Test func systemFamiliesShowIt() throws {
        let archive = try archive(.systemSmall)
        #expect(archive.environment.showsWidgetContainerBackground)
        #expect(text(archive) == "shown")
    }
}
