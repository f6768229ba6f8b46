import Foundation

/// An observable object a view creates and owns. It is made the first time the view reads
/// it, once per rendering of the widget (a widget keeps no view state between entries).
///
/// Constrained to a class rather than to Combine's `ObservableObject`, as `ObservedObject` is.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
    private final class Storage: @unchecked Sendable {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    /// An object made by `thunk` when the view first reads it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.storage = Storage(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }
    /// Bindings to the object's properties, as `$model.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}
