import Foundation

/// `@IntentParameterDependency<OrderSoup>(\.$quantity) var orderSoup` in an `EntityQuery` or a
/// `DynamicOptionsProvider`: while a person edits an `OrderSoup`, the options can depend on what
/// they chose for the other parameters. nil when the query runs outside such an edit.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    let lock = NSLock()
    var projection: IntentProjection<Intent>?
    /// The parameters the options depend on.
    public let dependencies: [PartialKeyPath<Intent>]

    /// A dependency on these parameters of `Intent`.
    public init<each Value: _IntentValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        var dependencies: [PartialKeyPath<Intent>] = []
        for keyPath in repeat each keyPaths { dependencies.append(keyPath) }
        self.dependencies = dependencies
    }

    /// The intent being configured, or nil outside an edit of one.
    public var wrappedValue: IntentProjection<Intent>? { lock.withLock { projection } }
}
