import Foundation
import SwiftData

/// A reading log as an app writes it and its widget shows it.
@Model final class Book {
    @Attribute(.unique) var title: String
    var author: String
    var pages: Int
    var finished: Date?
    var rating: Double
    var tags: [String] = []
    var shelf: Shelf?

    init(title: String, author: String, pages: Int, finished: Date? = nil, rating: Double = 0) {
        self.title = title
        self.author = author
        self.pages = pages
        self.finished = finished
        self.rating = rating
    }
}

@Model final class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Book.shelf) var books: [Book] = []

    init(name: String) {
        self.name = name
    }
}

/// The same entity (`Note`) in two versions of an app, to open one store with both.
enum NoteV1 {
    @Model final class Note {
        var title: String
        init(title: String) { self.title = title }
    }
}

enum NoteV2 {
    @Model final class Note {
        var title: String
        var pinned: Bool = false
        var color: String?
        init(title: String) { self.title = title }
    }
}

enum NoteV3 {
    @Model final class Note {
        var title: Int
        init(title: Int) { self.title = title }
    }
}

enum NoteV4 {
    @Model final class Note {
        var title: String
        var words: Int
        init(title: String, words: Int) {
            self.title = title
            self.words = words
        }
    }
}

/// A to-do as apps often declare one: its own `id`, an enum, an optional date, a column named `order`.
@Model final class ToDo {
    enum Priority: String, Codable { case low, high }

    @Attribute(.unique) var id: UUID
    var priority: Priority
    var due: Date?
    var order: Int

    init(id: UUID = UUID(), priority: Priority, order: Int) {
        self.id = id
        self.priority = priority
        self.order = order
    }
}
