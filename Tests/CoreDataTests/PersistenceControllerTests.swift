import CoreData
import Foundation
import Testing

/// Xcode's "Use Core Data" template, as apps ship it (model in code instead of the .xcdatamodeld),
/// with its in-memory preview store.
struct PersistenceController {
    static let shared = PersistenceController()

    static let preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        for index in 0..<10 {
            let newItem = Trip(context: viewContext)
            newItem.title = "Trip \(index)"
            newItem.start = Date(timeIntervalSinceReferenceDate: Double(index) * 86_400)
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Trips", managedObjectModel: TripModel.make())
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

@Suite struct PersistenceControllerTests {
    @Test func thePreviewStoreHoldsWhatTheTemplateInserts() async throws {
        let context = PersistenceController.preview.container.viewContext
        let request: NSFetchRequest<Trip> = Trip.fetchRequest()
        request.predicate = NSPredicate(format: "title ENDSWITH %@", "7")
        #expect(try context.fetch(request).map(\.title) == ["Trip 7"])
        // The async perform, as a provider's `getTimeline` written with async/await calls it.
        let count = try await context.perform { try context.count(for: NSFetchRequest<Trip>(entityName: "Trip")) }
        #expect(count == 10)
        // A second in-memory controller is a separate store.
        #expect(try PersistenceController(inMemory: true).container.viewContext.count(for: request) == 0)
    }
}
