import CoreData
import Foundation
import HostProtocol
import Testing
import VitrineTestSupport

/// The app and its widget as two processes, as on a device: `CoreDataTrips write` saves trips
/// through its own container into the App Group store it locates with
/// `containerURL(forSecurityApplicationGroupIdentifier:)`; this process, as the widget, opens a
/// read-only container on the same file and fetches with a format predicate, a sort and a limit.
@Suite(.timeLimit(.minutes(2)), ProcessTestLock()) struct AppAndWidgetProcessTests {
    static let group = "group.com.example.trips"

    /// Runs the app process with the group granted as the host grants it; returns its output and the store.
    func runApp(_ arguments: [String] = []) async throws -> (app: ProductRun, store: URL) {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-process-\(UUID().uuidString)/\(Self.group)")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let environment = [AppGroupGrants.environmentKey: AppGroupGrants.encode([Self.group: container.path])]
        let app = try await ProductRun.run("CoreDataTrips", ["write"] + arguments, environment: environment)
        return (app, container.appendingPathComponent("Trips.sqlite"))
    }

    /// The widget's read: trips not done whose title starts with "b" in any case, at least 2 km, latest first, two.
    func widgetTitles(_ store: URL) throws -> [String] {
        let widget = try TripModel.container(at: store, readOnly: true)
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        request.predicate = NSPredicate(format: "done == NO AND title BEGINSWITH[c] %@ AND distance >= %f", "b", 2.0)
        request.sortDescriptors = [NSSortDescriptor(key: "start", ascending: false)]
        request.fetchLimit = 2
        return try widget.viewContext.fetch(request).map(\.title)
    }

    @Test func theWidgetProcessReadsWhatTheAppProcessSaved() async throws {
        let (app, store) = try await runApp()
        #expect(app.status == 0, "\(app.stdout)\(app.stderr)")
        #expect(app.lines == ["saved 6 trips"])
        #expect(try widgetTitles(store) == ["Bologna", "bordeaux"])
    }

    /// One value the app changes changes what the widget shows: Boston (day 5, the latest) long enough now.
    @Test func oneChangedValueChangesWhatTheWidgetShows() async throws {
        let (app, store) = try await runApp(["Boston=950"])
        #expect(app.status == 0, "\(app.stdout)\(app.stderr)")
        #expect(try widgetTitles(store) == ["Boston", "Bologna"])
    }
}
