import CoreData
import Foundation
import HostProtocol
import Testing
import VitrineTestSupport
import WidgetKit

/// The app writes trips through its own container into the App Group store; the widget opens
/// a second container on the same file, read-only, and fetches as widget code does.
@Suite(ProcessTestLock()) struct AppGroupStoreTests {
    static let group = "group.com.example.trips"

    /// The App Group container, located as widget code locates it, under a grant the host
    /// would pass (`VITRINE_APP_GROUPS` is process-wide: the suite holds the process lock).
    func groupStoreURL() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-\(UUID().uuidString)")
        setenv(AppGroupGrants.environmentKey, AppGroupGrants.encode([Self.group: root.appendingPathComponent(Self.group).path]), 1)
        let container = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.group))
        #expect(container.path.hasPrefix(root.path))
        return container.appendingPathComponent("Trips.sqlite")
    }

    /// Six trips, written the three ways app code writes them.
    static func writeTrips(into context: NSManagedObjectContext) throws {
        let base = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let rows: [(String, Double, Int, Bool, Double)] = [
            ("Berlin", 640.5, 3, false, 1), ("Bologna", 210, 1, false, 3), ("bordeaux", 880, 4, false, 2), ("Lisbon", 1200, 2, true, 4),
            ("Boston", 1.5, 0, false, 5), ("Basel", 300, 2, true, 6),
        ]
        for (index, row) in rows.enumerated() {
            let date = base.addingTimeInterval(row.4 * 86_400)
            switch index % 3 {
            case 0:
                let trip = NSEntityDescription.insertNewObject(forEntityName: "Trip", into: context)
                trip.setValue(row.0, forKey: "title")
                trip.setValue(date, forKey: "start")
                trip.setValue(row.1, forKey: "distance")
                trip.setValue(row.2, forKey: "stops")
                trip.setValue(row.3, forKey: "done")
            case 1:
                let trip = Trip(context: context)
                trip.title = row.0
                trip.start = date
                trip.distance = row.1
                trip.stops = Int16(row.2)
                trip.done = row.3
            default:
                let entity = try #require(NSEntityDescription.entity(forEntityName: "Trip", in: context))
                let trip = Trip(entity: entity, insertInto: context)
                trip.title = row.0
                trip.start = date
                trip.distance = row.1
                trip.stops = Int16(row.2)
                trip.done = row.3
            }
        }
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
    }

    @Test func theWidgetReadsWhatTheAppSaved() throws {
        let url = try groupStoreURL()
        let app = try TripModel.container(at: url)
        let widget = try TripModel.container(at: url, readOnly: true)

        // Nothing saved yet: the widget's fetch sees an empty store, not the app's pending objects.
        let pending = NSEntityDescription.insertNewObject(forEntityName: "Trip", into: app.viewContext)
        pending.setValue("Unsaved", forKey: "title")
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        #expect(try widget.viewContext.fetch(request).isEmpty)
        app.viewContext.delete(pending)

        try Self.writeTrips(into: app.newBackgroundContext())

        // Not done, a title starting with "b" in any case, at least 2 km, latest first, two of them.
        request.predicate = NSPredicate(format: "done == NO AND title BEGINSWITH[c] %@ AND distance >= %f", "b", 2.0)
        request.sortDescriptors = [NSSortDescriptor(key: "start", ascending: false)]
        request.fetchLimit = 2
        let trips = try widget.viewContext.fetch(request)
        #expect(trips.map(\.title) == ["Bologna", "bordeaux"])
        #expect(trips.map(\.stops) == [1, 4])
        #expect(trips.allSatisfy { !$0.objectID.isTemporaryID })
        #expect(try widget.viewContext.count(for: request) == 2)

        // Without the limit, the third match (Berlin) follows; Boston is too short, Basel done.
        request.fetchLimit = 0
        #expect(try widget.viewContext.fetch(request).map(\.title) == ["Bologna", "bordeaux", "Berlin"])
        request.fetchOffset = 1
        #expect(try widget.viewContext.fetch(request).map(\.title) == ["bordeaux", "Berlin"])

        // The untyped request gives the entity's class, with values by key in Apple's types.
        let all = try widget.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Trip"))
        #expect(all.count == 6)
        #expect(all.allSatisfy { $0 is Trip })
        let lisbon = try #require(all.first { $0.value(forKey: "title") as? String == "Lisbon" })
        #expect(lisbon.value(forKey: "distance") as? Double == 1200)
        #expect(lisbon.value(forKey: "stops") as? Int == 2)
        #expect(lisbon.value(forKey: "done") as? Bool == true)
        #expect(lisbon.value(forKey: "visits") as? Int64 == 0)
        #expect(lisbon.value(forKey: "id") == nil)
    }

    @Test func laterSavesReachTheWidgetAndTheReadOnlyStoreRefusesWrites() throws {
        let url = try groupStoreURL()
        let app = try TripModel.container(at: url)
        try Self.writeTrips(into: app.viewContext)
        let widget = try TripModel.container(at: url, readOnly: true)
        let request: NSFetchRequest<Trip> = Trip.fetchRequest()
        request.predicate = NSPredicate(format: "title == %@", "Lisbon")
        let lisbon = try #require(try widget.viewContext.fetch(request).first)
        #expect(lisbon.done)

        // The app updates and deletes; the widget's next fetch sees both, in the same object.
        let appLisbon = try #require(try app.viewContext.fetch(request).first)
        appLisbon.done = false
        appLisbon.visitCount = 7
        let boston = NSFetchRequest<Trip>(entityName: "Trip")
        boston.predicate = NSPredicate(format: "title == 'Boston'")
        app.viewContext.delete(try #require(try app.viewContext.fetch(boston).first))
        try app.viewContext.save()
        let again = try #require(try widget.viewContext.fetch(request).first)
        #expect(again === lisbon)
        #expect(!again.done && again.visitCount == 7)
        #expect(try widget.viewContext.count(for: boston) == 0)

        // A save through the read-only container fails and keeps the change.
        again.title = "Lisboa"
        #expect(throws: (any Error).self) { try widget.viewContext.save() }
        #expect(widget.viewContext.hasChanges)
        #expect(try app.viewContext.count(for: request) == 1)
    }

    @Test func aRequiredValueMissingFailsTheSaveNamingIt() throws {
        let url = try groupStoreURL()
        let app = try TripModel.container(at: url)
        let trip = NSEntityDescription.insertNewObject(forEntityName: "Trip", into: app.viewContext)
        trip.setValue(Date(), forKey: "start")
        let error = try #require(throws: NSError.self) { try app.viewContext.save() }
        #expect(error.code == 1570)
        #expect(error.localizedDescription == "Trip.title is a required value.")
        trip.setValue("twelve", forKey: "stops")
        trip.setValue("Oslo", forKey: "title")
        let wrongType = try #require(throws: NSError.self) { try app.viewContext.save() }
        #expect(wrongType.code == 1550)
        #expect(wrongType.localizedDescription == "Trip.stops expects integer 16 values, not String (twelve).")
        trip.setValue(12, forKey: "stops")
        // Numbers become the attribute's type: 1 is true for a Boolean, 12 an Int16.
        trip.setValue(1, forKey: "done")
        try app.viewContext.save()
        #expect((trip as? Trip)?.done == true && (trip as? Trip)?.stops == 12)
        #expect(try TripModel.container(at: url, readOnly: true).viewContext.count(for: NSFetchRequest<Trip>(entityName: "Trip")) == 1)
    }
}
