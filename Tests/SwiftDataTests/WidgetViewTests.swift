import Foundation
import SwiftData
import SwiftUI
import Testing
import WidgetArchive

/// A widget's entry view reading the app's store with `@Query`, resolved as the widget runtime
/// resolves it; the texts it draws are the store's rows.
@MainActor @Suite struct WidgetViewTests {
    /// The reading widget: the three best-rated finished books, as real widgets declare queries.
    struct ReadingWidgetView: View {
        @Query(filter: #Predicate<Book> { $0.finished != nil }, sort: [SortDescriptor(\Book.rating, order: .reverse)])
        var finished: [Book]
        @Query(sort: \Book.pages) var byLength: [Book]

        var body: some View {
            VStack {
                Text("\(finished.count) finished")
                ForEach(finished.prefix(3)) { book in
                    Text("\(book.title) by \(book.author)")
                }
                Text("Shortest: \(byLength.first?.title ?? "none")")
            }
        }
    }

    func texts(_ view: some View) -> [String] {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "en_US")
        let root = ArchiveBuilder.archive(view, environment: env, header: ArchiveEnvironment()).root
        return Self.texts(in: root)
    }

    static func texts(in node: Node) -> [String] {
        var result: [String] = []
        if case .text(let text) = node.content { result.append(text.plainText()) }
        for child in node.children { result += texts(in: child) }
        return result
    }

    @Test func queryReadsTheStoreTheAppWrote() throws {
        let url = try scratch().appendingPathComponent("library.store")
        try StoreTests().writeLibrary(to: url)
        let widget = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        #expect(
            texts(ReadingWidgetView().modelContainer(widget)) == [
                "3 finished", "Beloved by Morrison", "Dune by Herbert", "Emma by Austen", "Shortest: Beloved",
            ])
    }

    @Test func anotherStoreDrawsOtherText() throws {
        // The oracle sees the data: one changed rating reorders the list.
        let url = try scratch().appendingPathComponent("library.store")
        try StoreTests().writeLibrary(to: url)
        let app = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url)))
        try app.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Emma" })).first?.rating = 4.9
        try app.save()
        let widget = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        #expect(
            texts(ReadingWidgetView().modelContainer(widget)) == [
                "3 finished", "Beloved by Morrison", "Emma by Austen", "Dune by Herbert", "Shortest: Beloved",
            ])
    }

    @Test func withoutAContainerTheQueryIsEmptyAndSaysWhy() throws {
        let query = Query<Book, [Book]>()
        #expect(query.wrappedValue.isEmpty)
        #expect("\(query.fetchError.map { "\($0)" } ?? "")".contains("Book is not in this container's schema"))
        #expect(texts(ReadingWidgetView()) == ["0 finished", "Shortest: none"])
    }
}
