import Foundation

/// The type of an attribute's value, with Apple's cases and raw values.
///
/// The store keeps the string, integer, double, float, boolean, date, binary data, UUID and URI
/// types; decimal, transformable, object ID and composite attributes are refused when the store
/// loads, naming the attribute (docs/COREDATA.md).
public enum NSAttributeType: UInt, Sendable, Hashable {
    /// No type set.
    case undefinedAttributeType = 0
    /// A 16-bit integer (`Int16`).
    case integer16AttributeType = 100
    /// A 32-bit integer (`Int32`).
    case integer32AttributeType = 200
    /// A 64-bit integer (`Int64`).
    case integer64AttributeType = 300
    /// A decimal number (not kept by this store).
    case decimalAttributeType = 400
    /// A double-precision floating-point number.
    case doubleAttributeType = 500
    /// A single-precision floating-point number.
    case floatAttributeType = 600
    /// A string.
    case stringAttributeType = 700
    /// A Boolean.
    case booleanAttributeType = 800
    /// A date.
    case dateAttributeType = 900
    /// Raw bytes (`Data`).
    case binaryDataAttributeType = 1000
    /// A `UUID`.
    case UUIDAttributeType = 1100
    /// A `URL`.
    case URIAttributeType = 1200
    /// A value stored through a value transformer (not kept by this store).
    case transformableAttributeType = 1800
    /// An object identifier (not kept by this store).
    case objectIDAttributeType = 2000
    /// A composite of other attributes (not kept by this store).
    case compositeAttributeType = 2100

    /// The types this store keeps.
    static let stored: Set<NSAttributeType> = [
        .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType, .floatAttributeType,
        .stringAttributeType, .booleanAttributeType, .dateAttributeType, .binaryDataAttributeType, .UUIDAttributeType, .URIAttributeType,
    ]

    /// A short name for messages ("integer 32", "string").
    var displayName: String {
        switch self {
        case .undefinedAttributeType: "undefined"
        case .integer16AttributeType: "integer 16"
        case .integer32AttributeType: "integer 32"
        case .integer64AttributeType: "integer 64"
        case .decimalAttributeType: "decimal"
        case .doubleAttributeType: "double"
        case .floatAttributeType: "float"
        case .stringAttributeType: "string"
        case .booleanAttributeType: "boolean"
        case .dateAttributeType: "date"
        case .binaryDataAttributeType: "binary data"
        case .UUIDAttributeType: "UUID"
        case .URIAttributeType: "URI"
        case .transformableAttributeType: "transformable"
        case .objectIDAttributeType: "object ID"
        case .compositeAttributeType: "composite"
        }
    }
}

extension NSAttributeDescription {
    /// The Swift-style name of an attribute type (`.string`, `.integer64`), as Apple added in iOS 15.
    public struct AttributeType: Hashable, Sendable {
        /// The classic attribute type this one stands for.
        public let rawValue: NSAttributeType

        /// An attribute type standing for `rawValue`.
        public init(_ rawValue: NSAttributeType) { self.rawValue = rawValue }

        /// A 16-bit integer.
        public static let integer16 = AttributeType(.integer16AttributeType)
        /// A 32-bit integer.
        public static let integer32 = AttributeType(.integer32AttributeType)
        /// A 64-bit integer.
        public static let integer64 = AttributeType(.integer64AttributeType)
        /// A decimal number (not kept by this store).
        public static let decimal = AttributeType(.decimalAttributeType)
        /// A double-precision floating-point number.
        public static let double = AttributeType(.doubleAttributeType)
        /// A single-precision floating-point number.
        public static let float = AttributeType(.floatAttributeType)
        /// A string.
        public static let string = AttributeType(.stringAttributeType)
        /// A Boolean.
        public static let boolean = AttributeType(.booleanAttributeType)
        /// A date.
        public static let date = AttributeType(.dateAttributeType)
        /// Raw bytes.
        public static let binaryData = AttributeType(.binaryDataAttributeType)
        /// A UUID.
        public static let uuid = AttributeType(.UUIDAttributeType)
        /// A URL.
        public static let uri = AttributeType(.URIAttributeType)
        /// A value stored through a value transformer (not kept by this store).
        public static let transformable = AttributeType(.transformableAttributeType)
        /// An object identifier (not kept by this store).
        public static let objectID = AttributeType(.objectIDAttributeType)
        /// No type set.
        public static let undefined = AttributeType(.undefinedAttributeType)
    }
}
