import Foundation

/// An entity: a kind of object in the model, stored as one table with one column per attribute.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name, used by fetch requests and `insertNewObject(forEntityName:into:)`.
    open var name: String?
    /// The class objects of this entity are created as: `"NSManagedObject"`, or a subclass's
    /// module-qualified name (`"MyWidget.Item"`). A fetch request typed with the subclass uses
    /// that class whatever this says.
    open var managedObjectClassName: String! = "NSManagedObject"
    /// Whether the entity has no instances of its own (only subentities). Subentities are not
    /// supported here; the flag is kept for model code.
    open var isAbstract: Bool = false

    /// The entity's attributes and relationships.
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }

    /// The model the entity belongs to, set when the model's `entities` are assigned.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?

    /// An entity with no name yet.
    public override init() { super.init() }

    /// The properties by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The attributes by name.
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The attributes in declaration order.
    var attributes: [NSAttributeDescription] { properties.compactMap { $0 as? NSAttributeDescription } }

    /// The entity named `entityName` in the model of `context`'s container.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model?.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    ///
    /// As on Apple, a name the model does not have is a programming error and stops the process
    /// with a message naming it.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            preconditionFailure("+entityForName: could not locate an entity named '\(entityName)' in this model.")
        }
        let type = ManagedObjectClasses.resolve(entity, preferred: nil)
        return type.init(entity: entity, insertInto: context)
    }
}
