import Foundation
internal import GRDB

/// Converts one attribute's values to and from SQLite. Chosen once per property from its static
/// type: integers, `Bool`, `Double`/`Float`, `String`, `Date` (seconds since 2001, as Core Data
/// stores it, so no precision is lost), `Data`, `UUID` and `URL` get native columns; any other
/// `Codable` value is stored as JSON text. An optional's nil is SQL NULL.
struct AttributeCoder: @unchecked Sendable {
    /// The Swift type, as the store records it to notice a property whose type changed.
    let typeName: String
    /// The column's declared type.
    let sqlType: String
    let isOptional: Bool
    let encode: (Any) throws -> DatabaseValue
    let decode: (DatabaseValue) throws -> Any

    init<Value: Codable>(_ type: Value.Type) {
        typeName = String(reflecting: Value.self)
        let wrapped = (Value.self as? any OptionalProtocol.Type)?.wrappedType
        isOptional = wrapped != nil
        let base = wrapped ?? Value.self
        let native = NativeCoding(base)
        sqlType = native?.sqlType ?? "TEXT"
        let name = typeName
        encode = { value in
            if let optional = value as? any OptionalProtocol {
                guard let present = optional.wrappedValue else { return .null }
                if let native { return native.encode(present) }
            } else if let native {
                return native.encode(value)
            }
            guard let value = value as? Value else { throw SwiftDataError(.unsupportedValue, "a value is not a \(name)") }
            let data = try JSONEncoder().encode(value)
            return String(decoding: data, as: UTF8.self).databaseValue
        }
        decode = { stored in
            if stored.isNull {
                guard let none = (Value.self as? any OptionalProtocol.Type)?.none else {
                    throw SwiftDataError(.unsupportedValue, "NULL stored for non-optional \(name)")
                }
                return none
            }
            if let native {
                guard let value = native.decode(stored) else {
                    throw SwiftDataError(.unsupportedValue, "\(stored) cannot be read as \(name)")
                }
                return value
            }
            guard let text = String.fromDatabaseValue(stored) else {
                throw SwiftDataError(.unsupportedValue, "\(stored) is not JSON for \(name)")
            }
            return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        }
    }
}

/// A native SQLite representation of one Swift type.
struct NativeCoding {
    let sqlType: String
    let encode: (Any) -> DatabaseValue
    let decode: (DatabaseValue) -> Any?

    init?(_ type: Any.Type) {
        func integer<T: FixedWidthInteger>(_: T.Type) -> NativeCoding {
            NativeCoding(
                sqlType: "INTEGER", encode: { Int64(truncatingIfNeeded: $0 as! T).databaseValue },
                decode: { Int64.fromDatabaseValue($0).flatMap { T(exactly: $0) } })
        }
        switch type {
        case is Int.Type: self = integer(Int.self)
        case is Int64.Type: self = integer(Int64.self)
        case is Int32.Type: self = integer(Int32.self)
        case is Int16.Type: self = integer(Int16.self)
        case is Int8.Type: self = integer(Int8.self)
        case is UInt.Type: self = integer(UInt.self)
        case is UInt32.Type: self = integer(UInt32.self)
        case is UInt16.Type: self = integer(UInt16.self)
        case is UInt8.Type: self = integer(UInt8.self)
        case is Bool.Type:
            self = NativeCoding(sqlType: "INTEGER", encode: { ($0 as! Bool).databaseValue }, decode: { Bool.fromDatabaseValue($0) })
        case is Double.Type:
            self = NativeCoding(sqlType: "REAL", encode: { ($0 as! Double).databaseValue }, decode: { Double.fromDatabaseValue($0) })
        case is Float.Type:
            self = NativeCoding(
                sqlType: "REAL", encode: { Double($0 as! Float).databaseValue }, decode: { Double.fromDatabaseValue($0).map { Float($0) } })
        case is String.Type:
            self = NativeCoding(sqlType: "TEXT", encode: { ($0 as! String).databaseValue }, decode: { String.fromDatabaseValue($0) })
        case is Date.Type:
            self = NativeCoding(
                sqlType: "REAL", encode: { ($0 as! Date).timeIntervalSinceReferenceDate.databaseValue },
                decode: { Double.fromDatabaseValue($0).map(Date.init(timeIntervalSinceReferenceDate:)) })
        case is Data.Type:
            self = NativeCoding(sqlType: "BLOB", encode: { ($0 as! Data).databaseValue }, decode: { Data.fromDatabaseValue($0) })
        case is UUID.Type:
            self = NativeCoding(
                sqlType: "TEXT", encode: { ($0 as! UUID).uuidString.databaseValue },
                decode: { String.fromDatabaseValue($0).flatMap(UUID.init(uuidString:)) })
        case is URL.Type:
            self = NativeCoding(
                sqlType: "TEXT", encode: { ($0 as! URL).absoluteString.databaseValue },
                decode: { String.fromDatabaseValue($0).flatMap(URL.init(string:)) })
        default: return nil
        }
    }

    private init(sqlType: String, encode: @escaping (Any) -> DatabaseValue, decode: @escaping (DatabaseValue) -> Any?) {
        self.sqlType = sqlType
        self.encode = encode
        self.decode = decode
    }
}

/// Lets the coder see through `Optional` at run time.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
    static var none: Any { get }
    var wrappedValue: Any? { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
    static var none: Any {
        let absent: Wrapped? = nil
        return absent as Any
    }
    var wrappedValue: Any? { self.map { $0 as Any } }
}
