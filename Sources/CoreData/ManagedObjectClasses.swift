import Foundation

/// Which class a fetched or inserted object of an entity is created as.
enum ManagedObjectClasses {
    private static let cache = Locked([String: NSManagedObject.Type]())

    /// `preferred` when it is a managed object class (a fetch request typed with a subclass),
    /// else the class the entity names (module-qualified, as Swift spells it: `"App.Item"`),
    /// else `NSManagedObject`.
    static func resolve(_ entity: NSEntityDescription, preferred: Any.Type?) -> NSManagedObject.Type {
        if let preferred = preferred as? NSManagedObject.Type, preferred != NSManagedObject.self { return preferred }
        guard let name = entity.managedObjectClassName, !name.isEmpty, name != "NSManagedObject" else { return NSManagedObject.self }
        if let known = cache.withLock({ $0[name] }) { return known }
        let found = (_typeByName(name) as? NSManagedObject.Type) ?? NSManagedObject.self
        cache.withLock { $0[name] = found }
        return found
    }
}
