import CoreData
import Foundation

/// The model a travel app and its widget share, built in code as Apple's docs show.
enum TripModel {
    static func make(extraAttribute: NSAttributeDescription? = nil, distanceType: NSAttributeType = .doubleAttributeType) -> NSManagedObjectModel {
        func attribute(_ name: String, _ type: NSAttributeType, optional: Bool = true, default value: Any? = nil) -> NSAttributeDescription {
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.attributeType = type
            attribute.isOptional = optional
            attribute.defaultValue = value
            return attribute
        }
        let trip = NSEntityDescription()
        trip.name = "Trip"
        trip.managedObjectClassName = NSStringFromClass(Trip.self)
        trip.properties =
            [
                attribute("title", .stringAttributeType, optional: false), attribute("start", .dateAttributeType, optional: false),
                attribute("distance", distanceType, default: 0.0), attribute("stops", .integer16AttributeType, default: 0),
                attribute("done", .booleanAttributeType, optional: false, default: false), attribute("id", .UUIDAttributeType),
                attribute("link", .URIAttributeType), attribute("photo", .binaryDataAttributeType),
                attribute("rating", .floatAttributeType, default: 0), attribute("visits", .integer64AttributeType, default: 0),
            ] + (extraAttribute.map { [$0] } ?? [])
        let model = NSManagedObjectModel()
        model.entities = [trip]
        return model
    }

    /// A container on `url`, loaded; the completion handler's error is thrown.
    static func container(at url: URL, readOnly: Bool = false, model: NSManagedObjectModel = make()) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Trips", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: url)
        description.isReadOnly = readOnly
        container.persistentStoreDescriptions = [description]
        var failure: (any Error)?
        var calls = 0
        container.loadPersistentStores { _, error in
            calls += 1
            failure = error
        }
        precondition(calls == 1)
        if let failure { throw failure }
        return container
    }
}

/// The app's subclass, its properties declared as Apple's generated code declares them, with
/// `@Managed` where that code writes `@NSManaged`.
final class Trip: NSManagedObject {
    @Managed var title: String
    @Managed var start: Date
    @Managed var distance: Double
    @Managed var stops: Int16
    @Managed var done: Bool
    @Managed var id: UUID?
    @Managed var link: URL?
    @Managed var rating: Float
    @Managed("visits") var visitCount: Int64
}

// As Xcode generates it (Trip+CoreDataProperties.swift), unchanged.
extension Trip {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Trip> {
        return NSFetchRequest<Trip>(entityName: "Trip")
    }
}
