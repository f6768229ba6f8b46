import Foundation

/// A reference to an observable object the view reads. A widget is rendered once per entry,
/// so the view reads the object's values when it is resolved; changes after that do not
/// redraw it.
///
/// `ObservableObject` and `@Published` come from `import Combine` here (SwiftUI does not
/// re-export it: docs/FRAMEWORKS.md), so the object type is constrained to a class rather than
/// to `ObservableObject`; every use that compiles against Apple's SwiftUI compiles here.
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject>: DynamicProperty {
    /// Bindings to the object's properties, as `$model.property`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
}
