import Foundation

/// The environment's entry for objects of one type, set with `environmentObject(_:)`.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// An observable object an ancestor put in the environment with `environmentObject(_:)`.
///
/// As in SwiftUI, reading it when no ancestor set one stops the program with SwiftUI's
/// message. Constrained to a class rather than to Combine's `ObservableObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject>: DynamicProperty {
    /// Bindings to the object's properties, as `$model.property`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject(wrappedValue: root).projectedValue[dynamicMember: keyPath]
        }
    }

    /// Reads the object from the environment of the body being evaluated.
    public init() {}

    /// The object an ancestor set.
    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentValues.installed ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, for `@EnvironmentObject`.
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        modifier(_EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
