import Foundation
import SwiftUI

/// `@Property` on an `AppEntity`: a stored value with a title for Shortcuts.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    /// The property's title.
    public let title: LocalizedStringResource?

    /// A property with a title, set later.
    public init(title: LocalizedStringResource) { self.title = title }

    /// A property with an initial value (`@Property(title: "Name") var name = "x"`).
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.value = wrappedValue
    }

    /// The value; an optional never set reads nil, any other never set is a programming error.
    public var wrappedValue: Value {
        get {
            guard let value = lock.withLock({ value }) else {
                if let none = (Value.self as? any OptionalValue.Type)?.noneValue as? Value { return none }
                fatalError("@Property \(title.map { String(localized: $0) } ?? "") was read before it was set")
            }
            return value
        }
        set { lock.withLock { value = newValue } }
    }

    /// The property itself (`$name`).
    public var projectedValue: EntityProperty<Value> { self }
}
