import CoreData
import Foundation
import SwiftUI
import Testing
import WidgetArchive

@testable import WidgetKit

/// A widget written as iOS widgets read their app's Core Data store: a shared persistence
/// controller on the App Group, a provider fetching in `getTimeline`, a view showing the result.
private struct NextTripEntry: TimelineEntry {
    let date: Date
    let headline: String
    let detail: String
}

/// Where the widget finds the store (an App Group container in a real widget; a fresh folder per test here).
private enum SharedStore {
    nonisolated(unsafe) static var url = URL(fileURLWithPath: "/nonexistent/Trips.sqlite")
}

private struct NextTripProvider: TimelineProvider {

    func placeholder(in context: Context) -> NextTripEntry { NextTripEntry(date: .distantPast, headline: "Next trip", detail: "…") }

    func getSnapshot(in context: Context, completion: @escaping (NextTripEntry) -> Void) { completion(entry()) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextTripEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    func entry() -> NextTripEntry {
        let container = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make())
        let description = NSPersistentStoreDescription(url: SharedStore.url)
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if loadError != nil { return NextTripEntry(date: .now, headline: "No trips", detail: "Open the app") }
        let context = container.newBackgroundContext()
        return context.performAndWait {
            let request = NSFetchRequest<Trip>(entityName: "Trip")
            request.predicate = NSPredicate(format: "done == %@", argumentArray: [false])
            request.sortDescriptors = [NSSortDescriptor(key: "start", ascending: true)]
            request.fetchLimit = 1
            guard let next = try? context.fetch(request).first, let remaining = try? context.count(for: NSFetchRequest<Trip>(entityName: "Trip"))
            else { return NextTripEntry(date: .now, headline: "No trips", detail: "Open the app") }
            return NextTripEntry(date: next.start, headline: next.title, detail: "\(next.stops) stops · \(remaining) trips")
        }
    }
}

private struct NextTripWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextTrip", provider: NextTripProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.headline).font(.headline)
                Text(entry.detail).font(.caption)
            }
        }
    }
}

@MainActor @Suite struct TripWidgetTests {
    @Test func theProviderDrawsTheNextTripFromTheAppsStore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-widget-\(UUID().uuidString)")
        let url = folder.appendingPathComponent("Trips.sqlite")
        SharedStore.url = url
        let widget = try #require(WidgetRegistry.widgets(single: NextTripWidget()).first)

        // Before the app has written anything, the widget takes its own fallback.
        #expect(try await texts(widget) == ["No trips", "Open the app"])

        let app = try TripModel.container(at: url)
        try AppGroupStoreTests.writeTrips(into: app.viewContext)
        // Earliest trip not done: Berlin (day 1); Lisbon and Basel are done.
        #expect(try await texts(widget) == ["Berlin", "3 stops · 6 trips"])
    }

    private func texts(_ widget: WidgetDescription) async throws -> [String] {
        let gate = CompletionGate<AnyTimeline>()
        widget.provider.timeline(TimelineProviderContext(family: .systemSmall), nil) { gate.complete($0) }
        let timeline = try #require(await gate.wait(timeout: 30))
        let entry = try #require(timeline.entries.first)
        let archive = EntryRenderer.archive(entry, of: widget, in: DisplayEnvironment(family: .systemSmall), assets: nil)
        return archive.root.plainTexts
    }
}

extension Node {
    /// Every text drawn in this node and below, in order.
    fileprivate var plainTexts: [String] {
        var texts: [String] = []
        if case .text(let text) = content { texts.append(text.plainText()) }
        for child in children { texts += child.plainTexts }
        return texts
    }
}
