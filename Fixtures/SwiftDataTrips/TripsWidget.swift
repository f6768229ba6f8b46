import Foundation
import SwiftData
import SwiftUI
import WidgetKit

/// The widget extension's side: the next favourite trips, read from the app's store.
struct NextTripsEntry: TimelineEntry {
    let date: Date
    let lines: [String]
}

struct NextTripsProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextTripsEntry { NextTripsEntry(date: .now, lines: ["Lisbon", "Kyoto"]) }

    func getSnapshot(in context: Context, completion: @escaping (NextTripsEntry) -> Void) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextTripsEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    /// The favourites over 500, soonest first, at most two: the same fetch as `read`.
    func entry() -> NextTripsEntry {
        do {
            let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(groupContainer: .identifier(group)))
            var descriptor = FetchDescriptor<Trip>(
                predicate: #Predicate { $0.isFavorite && $0.budget > 500 }, sortBy: [SortDescriptor(\.startDate)])
            descriptor.fetchLimit = 2
            let trips = try ModelContext(container).fetch(descriptor)
            return NextTripsEntry(date: .now, lines: trips.isEmpty ? ["No trips planned"] : trips.map { "\($0.name), \($0.destination)" })
        } catch {
            return NextTripsEntry(date: .now, lines: ["Trips unavailable"])
        }
    }
}

struct NextTripsView: View {
    let entry: NextTripsEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text("Next trips")
            ForEach(entry.lines, id: \.self) { Text($0) }
        }
        .containerBackground(Color.white, for: .widget)
    }
}

struct NextTripsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.vitrine.trips.next", provider: NextTripsProvider()) { entry in
            NextTripsView(entry: entry)
        }
        .configurationDisplayName("Next trips")
        .supportedFamilies([.systemSmall])
    }
}

struct TripsWidgets: WidgetBundle {
    var body: some Widget {
        NextTripsWidget()
    }
}
