import Foundation

/// A property of an entity: an attribute or a relationship.
///
/// Descriptions are built in code before the container loads its stores and are not changed
/// afterwards, as Apple's model is immutable once in use; hence `@unchecked Sendable`.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name: the key for `value(forKey:)` and the store's column.
    open var name: String = ""
    /// Whether the property may be nil when the object is saved. Apple's default is `true`.
    open var isOptional: Bool = true
    /// Whether the property is transient (not stored). Transient properties are not supported
    /// here and are refused when the store loads.
    open var isTransient: Bool = false
    /// The entity the property belongs to, set when the entity's `properties` are assigned.
    open internal(set) weak var entity: NSEntityDescription?

    /// A property with no name yet.
    public override init() { super.init() }
}

/// An attribute: a stored value of one of the types in `NSAttributeType`.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The type of the attribute's values.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a newly inserted object starts with, or nil.
    open var defaultValue: Any?
    /// The name of the Swift or Objective-C class of the values; informational here.
    open var attributeValueClassName: String?

    /// The attribute's type by its iOS 15 name (`.string`, `.integer64`).
    open var type: AttributeType {
        get { AttributeType(attributeType) }
        set { attributeType = newValue.rawValue }
    }

    /// An attribute with no name or type yet.
    public override init() { super.init() }
}

/// A relationship to another entity.
///
/// The type exists so that model code compiles; this store keeps attributes only, and a model
/// with a relationship fails to load with an error naming it (docs/COREDATA.md).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity at the other end.
    open var destinationEntity: NSEntityDescription?
    /// The relationship back from the destination.
    open var inverseRelationship: NSRelationshipDescription?
    /// The largest number of related objects (0 means unbounded, a to-many relationship).
    open var maxCount: Int = 0
    /// The smallest number of related objects.
    open var minCount: Int = 0
    /// What deleting the source does to the destination.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule

    /// Whether the relationship can hold more than one object.
    open var isToMany: Bool { maxCount != 1 }

    /// A relationship with no name or destination yet.
    public override init() { super.init() }
}

/// What deleting an object does to the objects a relationship reaches.
public enum NSDeleteRule: UInt, Sendable, Hashable {
    /// Nothing.
    case noActionDeleteRule = 0
    /// The inverse relationship is cleared.
    case nullifyDeleteRule = 1
    /// The related objects are deleted too.
    case cascadeDeleteRule = 2
    /// Deleting is refused while related objects exist.
    case denyDeleteRule = 3
}
