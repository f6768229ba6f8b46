import CoreData

/// The model is built in code (no .xcdatamodeld) so the app and the widget share one definition.
enum JournalModel {
    static let model: NSManagedObjectModel = {
        let entry = NSEntityDescription()
        entry.name = "Entry"
        entry.managedObjectClassName = "NSManagedObject"

        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        title.isOptional = false

        let mood = NSAttributeDescription()
        mood.name = "mood"
        mood.attributeType = .integer16AttributeType
        mood.defaultValue = 3

        let createdAt = NSAttributeDescription()
        createdAt.name = "createdAt"
        createdAt.attributeType = .dateAttributeType

        let isPinned = NSAttributeDescription()
        isPinned.name = "isPinned"
        isPinned.attributeType = .booleanAttributeType
        isPinned.defaultValue = false

        entry.properties = [title, mood, createdAt, isPinned]
        let model = NSManagedObjectModel()
        model.entities = [entry]
        return model
    }()
}
