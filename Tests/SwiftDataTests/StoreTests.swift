import Foundation
import GRDB
import SwiftData
import Testing

/// A scratch directory per test, removed at the end.
func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdata-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func date(_ day: Int) -> Date { Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(day) * 86_400) }

/// The app writes with its container; a second container on the same file (the widget's) reads.
@Suite struct StoreTests {
    func writeLibrary(to url: URL) throws {
        let app = try ModelContainer(for: Book.self, Shelf.self, configurations: ModelConfiguration(url: url))
        let context = ModelContext(app)
        let shelf = Shelf(name: "Classics")
        let books = [
            Book(title: "Dune", author: "Herbert", pages: 612, finished: date(3), rating: 4.5),
            Book(title: "Emma", author: "Austen", pages: 474, finished: date(9), rating: 4.0),
            Book(title: "Ulysses", author: "Joyce", pages: 730, rating: 3.0),
            Book(title: "Beloved", author: "Morrison", pages: 324, finished: date(1), rating: 5.0),
        ]
        books[0].tags = ["sf", "desert"]
        for book in books { context.insert(book) }
        // Only one side is set: the inverse (`book.shelf`) is set on save.
        shelf.books = [books[1], books[3]]
        context.insert(shelf)
        try context.save()
    }

    @Test func aSecondContainerReadsWithPredicateSortAndLimit() throws {
        let url = try scratch().appendingPathComponent("library.store")
        try writeLibrary(to: url)
        let widget = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url, allowsSave: false))
        let context = ModelContext(widget)
        var descriptor = FetchDescriptor<Book>(
            predicate: #Predicate { $0.finished != nil && $0.pages > 400 }, sortBy: [SortDescriptor(\.rating, order: .reverse)])
        descriptor.fetchLimit = 5
        let finished = try context.fetch(descriptor)
        #expect(finished.map(\.title) == ["Dune", "Emma"])
        #expect(finished[0].tags == ["sf", "desert"])
        #expect(finished[0].finished == date(3))
        #expect(finished[1].shelf?.name == "Classics")
        #expect(finished[1].shelf?.books.map(\.title) == ["Emma", "Beloved"])
        #expect(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.shelf == nil })).map(\.title).sorted() == ["Dune", "Ulysses"])
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 4)
        var page = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])
        page.fetchOffset = 1
        page.fetchLimit = 2
        #expect(try context.fetch(page).map(\.title) == ["Dune", "Emma"])
        // One instance per row in a context.
        #expect(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Emma" })).first === finished[1])
    }

    @Test func changesDeletesAndCascadesReachTheOtherContainer() throws {
        let url = try scratch().appendingPathComponent("library.store")
        try writeLibrary(to: url)
        let app = try ModelContainer(for: Book.self, Shelf.self, configurations: ModelConfiguration(url: url))
        let context = ModelContext(app)
        let dune = try #require(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Dune" })).first)
        dune.rating = 2.5
        #expect(context.hasChanges)
        let shelf = try #require(try context.fetch(FetchDescriptor<Shelf>()).first)
        context.delete(shelf)
        try context.save()
        #expect(!context.hasChanges)

        let reader = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url)))
        let titles = try reader.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])).map { "\($0.title) \($0.rating)" }
        // The shelf's books went with it (cascade); Dune's new rating is stored.
        #expect(titles == ["Dune 2.5", "Ulysses 3.0"])
    }

    @Test func uniqueAttributeUpdatesTheStoredRow() throws {
        let url = try scratch().appendingPathComponent("library.store")
        try writeLibrary(to: url)
        let context = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url)))
        context.insert(Book(title: "Emma", author: "Jane Austen", pages: 480))
        try context.save()
        let emmas = try ModelContext(context.container).fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Emma" }))
        #expect(emmas.map(\.author) == ["Jane Austen"])
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 4)
    }

    @Test func pendingInsertsAreFetchedUnlessExcluded() throws {
        let context = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        context.insert(Book(title: "Kindred", author: "Butler", pages: 264))
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Kindred"])
        var saved = FetchDescriptor<Book>()
        saved.includePendingChanges = false
        #expect(try context.fetch(saved).isEmpty)
    }

    @Test func aNewPropertyGetsItsDefaultInStoredRows() throws {
        let url = try scratch().appendingPathComponent("notes.store")
        let v1 = ModelContext(try ModelContainer(for: NoteV1.Note.self, configurations: ModelConfiguration(url: url)))
        v1.insert(NoteV1.Note(title: "groceries"))
        try v1.save()
        let v2 = ModelContext(try ModelContainer(for: NoteV2.Note.self, configurations: ModelConfiguration(url: url)))
        let notes = try v2.fetch(FetchDescriptor<NoteV2.Note>())
        #expect(notes.map { "\($0.title) \($0.pinned) \($0.color ?? "nil")" } == ["groceries false nil"])
    }

    @Test func aChangedPropertyTypeIsRefusedAndTheDataKept() throws {
        let url = try scratch().appendingPathComponent("notes.store")
        let v1 = ModelContext(try ModelContainer(for: NoteV1.Note.self, configurations: ModelConfiguration(url: url)))
        v1.insert(NoteV1.Note(title: "groceries"))
        try v1.save()
        #expect {
            _ = try ModelContainer(for: NoteV3.Note.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            "\(error)".contains("Note.title is stored as Swift.String") && "\(error)".contains("declares Swift.Int")
        }
        // A new required property without a default cannot be filled in for the stored row.
        #expect {
            _ = try ModelContainer(for: NoteV4.Note.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            "\(error)".contains("Note.words is new, not optional and has no default value")
        }
        let again = ModelContext(try ModelContainer(for: NoteV1.Note.self, configurations: ModelConfiguration(url: url)))
        #expect(try again.fetch(FetchDescriptor<NoteV1.Note>()).map(\.title) == ["groceries"])
    }

    @Test func aCorruptFileIsAClearErrorAndLeftUntouched() throws {
        let url = try scratch().appendingPathComponent("broken.store")
        let garbage = Data("this is not a database, just some bytes an editor saved".utf8)
        try garbage.write(to: url)
        #expect {
            _ = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            (error as? SwiftDataError) == .loadIssueModelContainer && "\(error)".contains("broken.store is not a SQLite database")
        }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let url = try scratch().appendingPathComponent("other.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
            try db.execute(sql: "INSERT INTO contacts (name) VALUES ('Ada')")
        }
        #expect {
            _ = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            "\(error)".contains("SQLite database of another program (tables: contacts)")
        }
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM contacts") } == ["Ada"])
    }

    @Test func allowsSaveFalseRefusesToSave() throws {
        let url = try scratch().appendingPathComponent("library.store")
        try writeLibrary(to: url)
        let context = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url, allowsSave: false)))
        context.insert(Book(title: "Solaris", author: "Lem", pages: 204))
        #expect(throws: SwiftDataError.configurationNotWritable) { try context.save() }
    }

    @Test func anIdPropertyAnEnumAndAKeywordColumn() throws {
        let url = try scratch().appendingPathComponent("todo.store")
        let app = ModelContext(try ModelContainer(for: ToDo.self, configurations: ModelConfiguration(url: url)))
        let fixed = UUID()
        app.insert(ToDo(id: fixed, priority: .high, order: 2))
        app.insert(ToDo(priority: .low, order: 1))
        app.insert(ToDo(priority: .high, order: 3))
        try app.save()
        let widget = ModelContext(try ModelContainer(for: ToDo.self, configurations: ModelConfiguration(url: url)))
        let high = ToDo.Priority.high
        let urgent = try widget.fetch(FetchDescriptor<ToDo>(predicate: #Predicate { $0.priority == high }, sortBy: [SortDescriptor(\.order)]))
        #expect(urgent.map(\.order) == [2, 3])
        #expect(urgent.first?.id == fixed)
        // The model's own `id` is its identity for SwiftUI, as on Apple.
        #expect(urgent.map(\.id).first == fixed)
    }

    @Test func propertyChangesAreObservable() {
        final class Flag: @unchecked Sendable { var raised = false }
        let book = Book(title: "Dune", author: "Herbert", pages: 612)
        let flag = Flag()
        withObservationTracking {
            _ = book.rating
        } onChange: {
            flag.raised = true
        }
        book.pages = 600
        #expect(!flag.raised)
        book.rating = 5
        #expect(flag.raised)
    }

    @Test func anUngrantedAppGroupIsAClearError() throws {
        #expect {
            _ = try ModelContainer(for: Book.self, configurations: ModelConfiguration(groupContainer: .identifier("group.not.granted")))
        } throws: { error in
            "\(error)".contains("App Group group.not.granted has no container in this process")
        }
    }
}
