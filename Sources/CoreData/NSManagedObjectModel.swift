import Foundation

/// The model: the entities a container's stores hold, built in code.
///
/// `.xcdatamodeld` files are not compiled here (docs/COREDATA.md): build the model with
/// `NSEntityDescription` and `NSAttributeDescription`, as Apple's own docs show for models
/// made at run time.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities.
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }

    /// An empty model.
    public override init() { super.init() }

    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }
}
