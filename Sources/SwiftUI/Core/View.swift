import Foundation

/// A piece of user interface. Widget views are resolved once per timeline entry into an
/// archive; `body` is evaluated on the main actor with the environment of its position.
@MainActor @preconcurrency
public protocol View {
    /// The type of view that `body` returns.
    associatedtype Body: View
    /// The view's content, built from other views.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// `Never` is the body type of primitive views.
    public typealias Body = Never
    /// Never called: `Never` has no body.
    public var body: Never { fatalError("Never has no body") }
}

/// Views implemented by the engine rather than by a `body`. Built-in views conform to
/// `View` in an extension (as Apple declares them), so they stay usable from any isolation.
@MainActor
package protocol PrimitiveView {
    func _resolve(_ context: ResolveContext) -> [ResolvedNode]
}

extension PrimitiveView {
    /// Primitive views have no body; reaching it is an engine bug.
    package func bodyNeverCalled(_ type: Any.Type = Self.self) -> Never {
        fatalError("\(type) is a primitive view and has no body")
    }
}
