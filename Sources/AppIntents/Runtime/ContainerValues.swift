import Foundation

// Optional and Array seen through `Any`: how the runtime unwraps a parameter's type and builds
// typed values (`[City]`, not `[Any]`) without knowing the element type statically.

protocol OptionalValue {
    static var wrappedType: Any.Type { get }
    static var noneValue: Any { get }
    var unwrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
    static var noneValue: Any { Optional<Wrapped>.none as Any }
    var unwrappedAny: Any? { self.map { $0 as Any } }
}

protocol ArrayValue {
    static var elementType: Any.Type { get }
    static func make(_ elements: [Any]) -> Any?
    var elementsAny: [Any] { get }
}

extension Array: ArrayValue {
    static var elementType: Any.Type { Element.self }
    static func make(_ elements: [Any]) -> Any? {
        let typed = elements.compactMap { $0 as? Element }
        return typed.count == elements.count ? typed : nil
    }
    var elementsAny: [Any] { map { $0 as Any } }
}
