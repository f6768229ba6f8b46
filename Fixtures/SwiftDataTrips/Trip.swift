import Foundation
import SwiftData

/// A trip as a travel app models it; the app and its widget share this file (target membership).
@Model final class Trip {
    @Attribute(.unique) var name: String
    var destination: String
    var startDate: Date
    var budget: Double
    var isFavorite: Bool
    var notes: String?
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []
    @Transient var isExpanded = false

    init(name: String, destination: String, startDate: Date, budget: Double, isFavorite: Bool, notes: String? = nil) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.budget = budget
        self.isFavorite = isFavorite
        self.notes = notes
    }
}

/// One stop of a trip.
@Model final class Stop {
    var title: String
    var order: Int

    init(title: String, order: Int) {
        self.title = title
        self.order = order
    }
}
