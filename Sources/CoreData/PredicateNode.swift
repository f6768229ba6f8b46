import Foundation

/// A parsed `NSPredicate(format:)` predicate: the tree the format string becomes, evaluated
/// against objects by key.
indirect enum PredicateNode: Sendable {
    /// `TRUEPREDICATE` / `FALSEPREDICATE`.
    case constant(Bool)
    /// `NOT p`.
    case not(PredicateNode)
    /// `p AND q …`.
    case and([PredicateNode])
    /// `p OR q …`.
    case or([PredicateNode])
    /// `lhs op rhs`.
    case comparison(PredicateOperand, PredicateOperator, PredicateOptions, PredicateOperand)

    /// The keys the predicate reads, for checking them against an entity before a fetch.
    var keys: [String] {
        switch self {
        case .constant: []
        case .not(let inner): inner.keys
        case .and(let parts), .or(let parts): parts.flatMap(\.keys)
        case .comparison(let lhs, _, _, let rhs): lhs.keys + rhs.keys
        }
    }
}

/// One side of a comparison.
enum PredicateOperand: Sendable {
    /// An attribute of the evaluated object.
    case key(String)
    /// A constant: a literal or an argument.
    case value(PredicateValue)
    /// An aggregate literal `{a, b}` (its elements may be keys).
    case list([PredicateOperand])

    var keys: [String] {
        switch self {
        case .key(let key): [key]
        case .value: []
        case .list(let items): items.flatMap(\.keys)
        }
    }
}

/// The comparison operators of the supported subset.
enum PredicateOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case `in` = "IN"
    case between = "BETWEEN"
}

/// `[c]`, `[d]`, `[cd]` after a string operator.
struct PredicateOptions: OptionSet, Sendable {
    let rawValue: Int
    /// `[c]`: case-insensitive.
    static let caseInsensitive = PredicateOptions(rawValue: 1)
    /// `[d]`: diacritic-insensitive.
    static let diacriticInsensitive = PredicateOptions(rawValue: 2)

    var compareOptions: String.CompareOptions {
        var options: String.CompareOptions = []
        if contains(.caseInsensitive) { options.insert(.caseInsensitive) }
        if contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
        return options
    }
}

/// A value a predicate compares: what arguments, literals and attribute values become.
enum PredicateValue: Sendable {
    case null
    case string(String)
    case integer(Int64)
    case double(Double)
    case bool(Bool)
    case date(Date)
    case uuid(UUID)
    case data(Data)
    case url(URL)
    case list([PredicateValue])

    /// `value` (an argument, or an object's value) as a predicate value; nil when its type is
    /// not one a predicate compares.
    static func from(_ value: Any?) -> PredicateValue? {
        guard let value = AttributeValues.unwrap(value) else { return .null }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            let double = number.doubleValue
            if let exact = Int64(exactly: double) { return .integer(exact) }
            return .double(double)
        }
        switch value {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let text as Substring: return .string(String(text))
        case let flag as Bool: return .bool(flag)
        case let number as any BinaryInteger: return Int64(exactly: number).map { .integer($0) }
        case let number as Double: return .double(number)
        case let number as Float: return .double(Double(number))
        case let date as Date: return .date(date)
        case let uuid as UUID: return .uuid(uuid)
        case let data as Data: return .data(data)
        case let url as URL: return .url(url)
        case let array as [Any]: return list(array)
        case let set as Set<AnyHashable>: return list(Array(set))
        case let array as NSArray: return list(array.map { $0 })
        case let set as NSSet: return list(set.allObjects)
        default: return nil
        }
    }

    private static func list(_ items: [Any]) -> PredicateValue? {
        var values: [PredicateValue] = []
        for item in items {
            guard let value = from(item) else { return nil }
            values.append(value)
        }
        return .list(values)
    }

    /// A number as a Double, for mixed comparisons (Booleans count as 0 and 1, as in Foundation).
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }
}
