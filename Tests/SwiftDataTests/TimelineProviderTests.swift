import Foundation
import SwiftData
import SwiftUI
import Testing
import WidgetKit

/// A timeline provider written as widgets write them: open the app's store read-only, fetch what
/// the entry shows, hand WidgetKit a timeline; the entry view then draws it.
@MainActor @Suite struct TimelineProviderTests {
    struct TopBooksEntry: TimelineEntry {
        let date: Date
        let titles: [String]
    }

    struct TopBooksProvider: TimelineProvider {
        let store: URL

        func placeholder(in context: Context) -> TopBooksEntry { TopBooksEntry(date: .now, titles: ["—"]) }

        func getSnapshot(in context: Context, completion: @escaping (TopBooksEntry) -> Void) {
            completion(entry())
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<TopBooksEntry>) -> Void) {
            completion(Timeline(entries: [entry()], policy: .never))
        }

        func entry() -> TopBooksEntry {
            do {
                let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: store, allowsSave: false))
                var descriptor = FetchDescriptor<Book>(
                    predicate: #Predicate { $0.rating >= 4.0 }, sortBy: [SortDescriptor(\.pages, order: .reverse)])
                descriptor.fetchLimit = 2
                let books = try ModelContext(container).fetch(descriptor)
                return TopBooksEntry(date: .now, titles: books.map { "\($0.title) (\($0.pages) pages)" })
            } catch {
                return TopBooksEntry(date: .now, titles: ["Couldn't read books"])
            }
        }
    }

    struct TopBooksView: View {
        let entry: TopBooksEntry
        var body: some View {
            VStack(alignment: .leading) {
                Text("Top rated")
                ForEach(entry.titles, id: \.self) { Text($0) }
            }
        }
    }

    func timelineTexts(_ store: URL) -> [String] {
        var result: [TopBooksEntry] = []
        TopBooksProvider(store: store).getTimeline(in: TimelineProviderContext(family: .systemSmall)) { result = $0.entries }
        return result.flatMap { WidgetViewTests().texts(TopBooksView(entry: $0)) }
    }

    @Test func theEntryShowsTheBestRatedLongestBooks() throws {
        let url = try scratch().appendingPathComponent("library.store")
        try StoreTests().writeLibrary(to: url)
        // Rated 4 or more: Dune 612, Emma 474, Beloved 324; the two longest.
        #expect(timelineTexts(url) == ["Top rated", "Dune (612 pages)", "Emma (474 pages)"])
    }

    @Test func aMissingStoreTakesTheProvidersFallback() throws {
        let url = try scratch().appendingPathComponent("absent/library.store")
        // `allowsSave: false` on a file that does not exist yet: the container creates it empty.
        #expect(timelineTexts(url) == ["Top rated"])
        let garbage = try scratch().appendingPathComponent("garbage.store")
        try Data("garbage".utf8).write(to: garbage)
        #expect(timelineTexts(garbage) == ["Top rated", "Couldn't read books"])
    }
}
