import Foundation
import SwiftData

// Two processes as on a device: `write` is the app saving trips into its App Group's store;
// `read` prints what the widget fetches, and any other command runs the widget extension
// itself (`dump`, or under the host), whose provider makes the same fetch.
// `write Name=budget …` overrides budgets.
let group = "group.vitrine.trips"
let configuration = ModelConfiguration(groupContainer: .identifier(group))

func day(_ day: Int) -> Date { Date(timeIntervalSinceReferenceDate: 800_000_000 + Double(day) * 86_400) }

if !["write", "read"].contains(CommandLine.arguments.dropFirst().first ?? "") {
    TripsWidgets.main()
}

do {
    let container = try ModelContainer(for: Trip.self, configurations: configuration)
    let context = ModelContext(container)
    switch CommandLine.arguments.dropFirst().first {
    case "write":
        var budgets: [String: Double] = [:]
        for argument in CommandLine.arguments.dropFirst(2) {
            let parts = argument.split(separator: "=")
            budgets[String(parts[0])] = Double(parts[1])
        }
        let trips = [
            Trip(name: "Lisbon", destination: "Portugal", startDate: day(30), budget: 900, isFavorite: true),
            Trip(name: "Kyoto", destination: "Japan", startDate: day(10), budget: 2400, isFavorite: true, notes: "temples"),
            Trip(name: "Oslo", destination: "Norway", startDate: day(5), budget: 1500, isFavorite: false),
            Trip(name: "Rome", destination: "Italy", startDate: day(20), budget: 300, isFavorite: true),
            Trip(name: "Quebec", destination: "Canada", startDate: day(40), budget: 1200, isFavorite: true),
        ]
        for trip in trips {
            trip.budget = budgets[trip.name] ?? trip.budget
            context.insert(trip)
        }
        trips[1].stops = [Stop(title: "Fushimi Inari", order: 1), Stop(title: "Gion", order: 2)]
        try context.save()
        print("saved \(try context.fetchCount(FetchDescriptor<Trip>())) trips to \(configuration.url.path)")
    case "read":
        // The widget's timeline provider: the next two favourite trips over 500, soonest first.
        var descriptor = FetchDescriptor<Trip>(
            predicate: #Predicate { $0.isFavorite && $0.budget > 500 }, sortBy: [SortDescriptor(\.startDate)])
        descriptor.fetchLimit = 2
        for trip in try context.fetch(descriptor) {
            let stops = trip.stops.sorted { $0.order < $1.order }.map(\.title).joined(separator: ", ")
            print("\(trip.name)|\(trip.destination)|\(Int(trip.budget))|\(trip.notes ?? "-")|\(stops)")
        }
    default:
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
