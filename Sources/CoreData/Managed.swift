import Foundation

/// A typed attribute property of an `NSManagedObject` subclass: where Apple's code writes
/// `@NSManaged var title: String?`, write `@Managed var title: String?`.
///
/// `@NSManaged` compiles on Linux but does not link: its getter and setter are left for the
/// Objective-C runtime to supply, and there is none (docs/COREDATA.md). `@Managed` reads and
/// writes through `value(forKey:)` and `setValue(_:forKey:)`, the key being the property's
/// name, found once per property by reflecting the object (the stored `_title` belongs to
/// `title`). `@Managed("other")` names the attribute explicitly.
@propertyWrapper
public struct Managed<Value> {
    /// Remembers the attribute name once found; shared by copies of the wrapper.
    private let slot: KeySlot

    /// A property whose attribute has the property's own name.
    public init() { slot = KeySlot(nil) }

    /// A property stored as attribute `key`.
    public init(_ key: String) { slot = KeySlot(key) }

    /// Unavailable: the value lives in the enclosing object, reached through the subscript below.
    @available(*, unavailable, message: "@Managed is only available on properties of NSManagedObject subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Managed is only available on properties of NSManagedObject subclasses") }
        set { fatalError("@Managed is only available on properties of NSManagedObject subclasses") }
    }

    /// The attribute's value, read from and written to the enclosing object by key.
    public static subscript<Object: NSManagedObject>(
        _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>
    ) -> Value {
        get {
            let key = object[keyPath: storageKeyPath].slot.key(in: object)
            let value = object.value(forKey: key)
            if let typed = value as? Value { return typed }
            // A nil value for a non-optional property: as on Apple, the type's zero-like value
            // is not invented; the author declared the attribute non-optional and it is missing.
            if value == nil, let none = Optional<Any>.none as? Value { return none }
            preconditionFailure("\(object.entity.name ?? "?").\(key) holds \(value.map { "\(type(of: $0))" } ?? "nil"), not \(Value.self)")
        }
        set {
            let key = object[keyPath: storageKeyPath].slot.key(in: object)
            object.setValue(AttributeValues.unwrap(newValue), forKey: key)
        }
    }
}

/// The attribute name of one `@Managed` property, found on first use.
final class KeySlot: @unchecked Sendable {
    private let lock = NSLock()
    private var key: String?

    init(_ key: String?) { self.key = key }

    /// The attribute name: given, or the label of the stored property holding this slot.
    func key(in object: NSManagedObject) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let key { return key }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let holder = child.value as? any KeySlotHolder, holder.keySlot === self, let label = child.label, label.hasPrefix("_") {
                    key = String(label.dropFirst())
                    return key!
                }
            }
            mirror = current.superclassMirror
        }
        preconditionFailure("@Managed could not find its property in \(type(of: object)); name it: @Managed(\"attribute\").")
    }
}

/// Lets the reflection above recognise a `Managed` of any value type.
protocol KeySlotHolder {
    var keySlot: KeySlot { get }
}

extension Managed: KeySlotHolder {
    var keySlot: KeySlot { slot }
}
