import CoreData
import Foundation
import WidgetKit

// The app's side as its own process: `CoreDataTrips write [Title=distance …]` saves six trips
// into the App Group's Core Data store, as the app does before it asks WidgetCenter to reload.
// The widget's side is the test process, on its own container over the same file.
let group = "group.com.example.trips"

func attribute(_ name: String, _ type: NSAttributeType, optional: Bool = true, default value: Any? = nil) -> NSAttributeDescription {
    let attribute = NSAttributeDescription()
    attribute.name = name
    attribute.attributeType = type
    attribute.isOptional = optional
    attribute.defaultValue = value
    return attribute
}

// The same model as the widget's (shared code in a framework on iOS).
let trip = NSEntityDescription()
trip.name = "Trip"
trip.properties = [
    attribute("title", .stringAttributeType, optional: false), attribute("start", .dateAttributeType, optional: false),
    attribute("distance", .doubleAttributeType, default: 0.0), attribute("stops", .integer16AttributeType, default: 0),
    attribute("done", .booleanAttributeType, optional: false, default: false), attribute("id", .UUIDAttributeType),
    attribute("link", .URIAttributeType), attribute("photo", .binaryDataAttributeType),
    attribute("rating", .floatAttributeType, default: 0), attribute("visits", .integer64AttributeType, default: 0),
]
let model = NSManagedObjectModel()
model.entities = [trip]

guard CommandLine.arguments.dropFirst().first == "write" else {
    print("usage: CoreDataTrips write [Title=distance …]")
    exit(2)
}
guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) else {
    print("error: no container for \(group)")
    exit(1)
}
var distances: [String: Double] = [:]
for argument in CommandLine.arguments.dropFirst(2) {
    let parts = argument.split(separator: "=")
    distances[String(parts[0])] = Double(parts[1])
}
let container = NSPersistentContainer(name: "Trips", managedObjectModel: model)
container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: folder.appendingPathComponent("Trips.sqlite"))]
var loadError: Error?
container.loadPersistentStores { _, error in loadError = error }
if let loadError {
    print("error: \(loadError)")
    exit(1)
}
let context = container.newBackgroundContext()
let base = Date(timeIntervalSinceReferenceDate: 800_000_000)
let rows: [(String, Double, Int, Bool, Double)] = [
    ("Berlin", 640.5, 3, false, 1), ("Bologna", 210, 1, false, 3), ("bordeaux", 880, 4, false, 2), ("Lisbon", 1200, 2, true, 4),
    ("Boston", 1.5, 0, false, 5), ("Basel", 300, 2, true, 6),
]
do {
    try context.performAndWait {
        for row in rows {
            let object = NSEntityDescription.insertNewObject(forEntityName: "Trip", into: context)
            object.setValue(row.0, forKey: "title")
            object.setValue(distances[row.0] ?? row.1, forKey: "distance")
            object.setValue(row.2, forKey: "stops")
            object.setValue(row.3, forKey: "done")
            object.setValue(base.addingTimeInterval(row.4 * 86_400), forKey: "start")
        }
        try context.save()
    }
    print("saved \(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Trip"))) trips")
} catch {
    print("error: \(error)")
    exit(1)
}
