import Foundation

/// One attribute value as the keychain file keeps it. The file is JSON, so each value carries
/// its type: a query's `true` and `1` must not match each other's items.
enum KeychainValue: Codable, Hashable, Sendable {
    case string(String)
    case data(Data)
    case date(Date)
    case int(Int)
    case bool(Bool)

    /// Attributes whose values Apple defines as Booleans (a number given for one is a flag).
    static let booleanKeys: Set<String> = ["sync", "invi", "nega"]

    /// The value of a query's `key`; nil for a type the keychain cannot hold.
    init?(_ value: Any, key: String) {
        if let string = value as? String {
            self = .string(string)
        } else if let data = value as? Data {
            self = .data(data)
        } else if let date = value as? Date {
            self = .date(date)
        } else if Self.booleanKeys.contains(key), let flag = value as? Bool {
            self = .bool(flag)
        } else if let number = value as? NSNumber {
            self = Self.booleanKeys.contains(key) ? .bool(number.boolValue) : .int(number.intValue)
        } else if let number = value as? Int {
            self = .int(number)
        } else {
            return nil
        }
    }

    /// The value as Apple returns it in a result dictionary (bridged Foundation objects).
    var object: Any {
        switch self {
        case .string(let value): value
        case .data(let value): value
        case .date(let value): value
        case .int(let value): value
        case .bool(let value): value
        }
    }
}
