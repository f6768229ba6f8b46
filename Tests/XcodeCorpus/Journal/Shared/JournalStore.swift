import CoreData

final class JournalStore {
    static let shared = JournalStore()
    static let appGroup = "group.com.example.journal"

    let container: NSPersistentContainer

    init(readOnly: Bool = false) {
        container = NSPersistentContainer(name: "Journal", managedObjectModel: JournalModel.model)
        if let directory = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup) {
            let description = NSPersistentStoreDescription(url: directory.appendingPathComponent("Journal.sqlite"))
            description.isReadOnly = readOnly
            container.persistentStoreDescriptions = [description]
        }
        container.loadPersistentStores { description, error in
            if let error {
                print("Journal store failed to load: \(error.localizedDescription)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    /// The most recent entries, pinned ones first.
    func recentEntries(limit: Int) throws -> [NSManagedObject] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Entry")
        request.predicate = NSPredicate(format: "createdAt >= %@", Calendar.current.date(byAdding: .day, value: -7, to: Date())! as NSDate)
        request.sortDescriptors = [
            NSSortDescriptor(key: "isPinned", ascending: false),
            NSSortDescriptor(key: "createdAt", ascending: false),
        ]
        request.fetchLimit = limit
        return try container.viewContext.fetch(request)
    }

    func count() -> Int {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Entry")
        return (try? container.viewContext.count(for: request)) ?? 0
    }
}
