import CoreData
import Foundation
import Testing

/// Stores that cannot be used give the completion handler an error that says why, and the file
/// is left exactly as it was.
@Suite struct StoreErrorTests {
    func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    func loadError(_ container: NSPersistentContainer) -> NSError? {
        var received: NSError?
        container.loadPersistentStores { _, error in received = error as NSError? }
        return received
    }

    @Test func aCorruptFileIsReportedAndLeftAlone() throws {
        let url = try scratch("Trips.sqlite")
        let garbage = Data("this is not a database, it is a shopping list: eggs, milk, bread. ".utf8) + Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: url)
        let container = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make())
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        let error = try #require(loadError(container))
        #expect(error.domain == NSCocoaErrorDomain)
        #expect(error.code == 259)
        #expect(error.localizedDescription.contains("is not a readable SQLite database (corrupt, or another kind of file); it was left as it is"))
        #expect(error.localizedDescription.contains(url.path))
        #expect(try Data(contentsOf: url) == garbage)
        // Fetching afterwards says the store is not loaded, instead of returning nothing.
        let fetchError = try #require(throws: NSError.self) { try container.viewContext.fetch(NSFetchRequest<Trip>(entityName: "Trip")) }
        #expect(fetchError.localizedDescription.hasPrefix("The context has no loaded store"))
    }

    @Test func aStoreWrittenWithAnotherModelIsRefusedAndKept() throws {
        let url = try scratch("Trips.sqlite")
        let app = try TripModel.container(at: url)
        try AppGroupStoreTests.writeTrips(into: app.viewContext)
        let before = try Data(contentsOf: url)

        // The widget's model says distance is a string: refused, naming the attribute, file untouched.
        let changed = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make(distanceType: .stringAttributeType))
        changed.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        let error = try #require(loadError(changed))
        #expect(error.code == 134100)
        #expect(
            error.localizedDescription
                == "The model used to open the store is incompatible with the one used to create the store: "
                + "Trip.distance is double in the store but string in the model. The store was left as it is.")
        #expect(try Data(contentsOf: url) == before)

        // A new required attribute without a default cannot be added to existing rows.
        let required = NSAttributeDescription()
        required.name = "country"
        required.attributeType = .stringAttributeType
        required.isOptional = false
        let withRequired = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make(extraAttribute: required))
        withRequired.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        #expect(loadError(withRequired)?.localizedDescription.contains("Trip.country is new, required and has no default value") == true)

        // An optional one is added (lightweight migration), and the existing trips keep their values.
        let optional = NSAttributeDescription()
        optional.name = "country"
        optional.attributeType = .stringAttributeType
        let migrated = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make(extraAttribute: optional))
        migrated.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        #expect(loadError(migrated) == nil)
        let trips = try migrated.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Trip"))
        #expect(trips.count == 6)
        #expect(trips.allSatisfy { $0.value(forKey: "country") == nil && $0.value(forKey: "title") != nil })
        // The old model now lacks a column the store has: refused rather than silently dropping it.
        let old = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make())
        old.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        #expect(loadError(old)?.localizedDescription.contains("Trip.country is in the store but not in the model") == true)
    }

    @Test func unsupportedModelsAndMissingFilesSayWhy() throws {
        let model = TripModel.make()
        let relationship = NSRelationshipDescription()
        relationship.name = "legs"
        relationship.destinationEntity = model.entities[0]
        model.entities[0].properties.append(relationship)
        let container = NSPersistentContainer(name: "Trips", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: try scratch("Trips.sqlite"))]
        let error = try #require(loadError(container))
        #expect(error.localizedDescription.hasPrefix("Not supported by Vitrine's Core Data: relationship Trip.legs: this store keeps attributes only"))

        let missing = NSPersistentStoreDescription(url: try scratch("Missing.sqlite"))
        missing.isReadOnly = true
        let reader = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make())
        reader.persistentStoreDescriptions = [missing]
        let missingError = try #require(loadError(reader))
        #expect(missingError.code == 260)
        #expect(missingError.localizedDescription.hasSuffix("does not exist: the app has not written it yet."))

        let byName = NSPersistentContainer(name: "Trips")
        byName.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        #expect(loadError(byName)?.localizedDescription.contains("Vitrine does not compile data models") == true)
    }

    @Test func devNullIsAnInMemoryStore() throws {
        let container = try TripModel.container(at: URL(fileURLWithPath: "/dev/null"))
        try AppGroupStoreTests.writeTrips(into: container.viewContext)
        #expect(try container.viewContext.count(for: NSFetchRequest<Trip>(entityName: "Trip")) == 6)
    }
}
