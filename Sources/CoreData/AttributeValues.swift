import Foundation
import GRDB

/// Conversions between what authors pass, what objects hold, what `value(forKey:)` returns and
/// what SQLite stores, per attribute type.
///
/// Objects hold `String`, `Int64` (all integer sizes), `Double`, `Float`, `Bool`, `Date`, `Data`,
/// `UUID` and `URL`. SQLite columns: TEXT, INTEGER (integers and Booleans), REAL (floating point,
/// and dates as seconds since 2001 as Apple's SQLite store keeps them), BLOB (data, and UUIDs as
/// their 16 bytes), TEXT (URLs as their absolute string).
enum AttributeValues {
    /// A value of the wrong kind for its attribute, kept so that `save()` can name it.
    struct Invalid {
        let value: Any
        let attribute: NSAttributeDescription
        var message: String {
            "\(attribute.entity?.name ?? "?").\(attribute.name) expects \(attribute.attributeType.displayName) values, not \(type(of: value)) (\(value))."
        }
    }

    /// `value` as the attribute's storage type, or an `Invalid` holding it.
    static func normalize(_ value: Any?, for attribute: NSAttributeDescription) -> Result<Any?, InvalidValue> {
        guard let value = unwrap(value), !(value is NSNull) else { return .success(nil) }
        let converted: Any?
        switch attribute.attributeType {
        case .stringAttributeType: converted = value as? String
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: converted = integer(value)
        case .doubleAttributeType: converted = number(value)
        case .floatAttributeType: converted = number(value).map { Float($0) }
        case .booleanAttributeType:
            let flag: Bool? = (value as? Bool) ?? integer(value).map { $0 != 0 }
            converted = flag
        case .dateAttributeType: converted = value as? Date
        case .binaryDataAttributeType: converted = value as? Data
        case .UUIDAttributeType: converted = value as? UUID
        case .URIAttributeType: converted = value as? URL
        default: converted = nil
        }
        guard let converted else { return .failure(InvalidValue(Invalid(value: value, attribute: attribute))) }
        return .success(converted)
    }

    /// What `value(forKey:)` returns for a stored value: numbers and Booleans as `NSNumber`.
    static func publicValue(_ stored: Any, for attribute: NSAttributeDescription) -> Any {
        switch (attribute.attributeType, stored) {
        case (.integer16AttributeType, let value as Int64): NSNumber(value: Int16(truncatingIfNeeded: value))
        case (.integer32AttributeType, let value as Int64): NSNumber(value: Int32(truncatingIfNeeded: value))
        case (.integer64AttributeType, let value as Int64): NSNumber(value: value)
        case (.doubleAttributeType, let value as Double): NSNumber(value: value)
        case (.floatAttributeType, let value as Float): NSNumber(value: value)
        case (.booleanAttributeType, let value as Bool): NSNumber(value: value)
        default: stored
        }
    }

    /// The SQLite value for a stored value (nil for NULL).
    static func databaseValue(_ stored: Any?) -> DatabaseValue {
        switch stored {
        case let value as String: value.databaseValue
        case let value as Int64: value.databaseValue
        case let value as Double: value.databaseValue
        case let value as Float: Double(value).databaseValue
        case let value as Bool: (value ? Int64(1) : Int64(0)).databaseValue
        case let value as Date: value.timeIntervalSinceReferenceDate.databaseValue
        case let value as Data: value.databaseValue
        case let value as UUID: withUnsafeBytes(of: value.uuid) { Data($0) }.databaseValue
        case let value as URL: value.absoluteString.databaseValue
        default: .null
        }
    }

    /// The stored value for a SQLite value read from the attribute's column, or an error
    /// naming the column when the store holds something this model cannot read.
    static func storedValue(_ databaseValue: DatabaseValue, for attribute: NSAttributeDescription) throws -> Any? {
        let storage = databaseValue.storage
        if case .null = storage { return nil }
        let value: Any?
        switch (attribute.attributeType, storage) {
        case (.stringAttributeType, .string(let text)): value = text
        case (.integer16AttributeType, .int64(let number)), (.integer32AttributeType, .int64(let number)),
            (.integer64AttributeType, .int64(let number)):
            value = number
        case (.doubleAttributeType, .double(let number)): value = number
        case (.doubleAttributeType, .int64(let number)): value = Double(number)
        case (.floatAttributeType, .double(let number)): value = Float(number)
        case (.floatAttributeType, .int64(let number)): value = Float(number)
        case (.booleanAttributeType, .int64(let number)): value = number != 0
        case (.dateAttributeType, .double(let seconds)): value = Date(timeIntervalSinceReferenceDate: seconds)
        case (.dateAttributeType, .int64(let seconds)): value = Date(timeIntervalSinceReferenceDate: Double(seconds))
        case (.binaryDataAttributeType, .blob(let data)): value = data
        case (.UUIDAttributeType, .blob(let data)) where data.count == 16: value = data.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
        case (.URIAttributeType, .string(let text)): value = URL(string: text)
        default: value = nil
        }
        guard let value else {
            throw CoreDataErrors.corrupt(
                "column \(attribute.entity?.name ?? "?").\(attribute.name) holds \(databaseValue), which is not a \(attribute.attributeType.displayName)")
        }
        return value
    }

    /// The innermost value of nested optionals in an `Any`, nil for `.none`.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? any OptionalValue { return unwrap(optional.wrappedAny) }
        return value
    }

    /// A whole number from any Swift or Foundation integer, or a floating-point value without
    /// a fraction.
    static func integer(_ value: Any) -> Int64? {
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return Int64(exactly: number.doubleValue) }
        switch value {
        case let number as Bool: return number ? 1 : 0
        case let number as any BinaryInteger: return Int64(exactly: number)
        case let number as Double: return Int64(exactly: number)
        case let number as Float: return Int64(exactly: number)
        default: return nil
        }
    }

    /// A floating-point number from any Swift or Foundation number.
    static func number(_ value: Any) -> Double? {
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return number.doubleValue }
        switch value {
        case is Bool: return nil
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as any BinaryInteger: return Double(number)
        default: return nil
        }
    }
}

/// A value rejected for its attribute (an `Error` so it can travel in a `Result`); it only
/// lives in its object's values, which the object's context guards.
struct InvalidValue: Error, @unchecked Sendable {
    let invalid: AttributeValues.Invalid
    init(_ invalid: AttributeValues.Invalid) { self.invalid = invalid }
}

/// Lets `unwrap` see through `Optional<T>` stored in an `Any`.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
