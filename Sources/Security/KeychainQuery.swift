import Foundation

/// A query or attribute dictionary of the `SecItem` functions, split into its parts.
struct KeychainQuery {
    /// `kSecClass`'s value.
    var itemClass: String?
    /// Item attributes (everything that is not a value, return, match or use key).
    var attributes: [String: KeychainValue] = [:]
    /// `kSecValueData`'s bytes.
    var data: Data?
    var returnData = false
    var returnAttributes = false
    var returnPersistentRef = false
    /// nil: one (the default); otherwise the most items to return.
    var limit: Int?
    /// Whether any `kSecMatchLimit` was given (ignored by add, update and delete).
    var hasLimit = false

    /// Keys whose meaning this module does not change: ignored with their values.
    static let ignoredKeys: Set<String> = ["nleg", "r_Ref"]
    /// Accessibility values Apple defines.
    static let accessibilities: Set<String> = ["ak", "ck", "dk", "akpu", "aku", "cku", "dku"]

    /// Parses `dictionary`; nil for a key or value Apple's functions reject (errSecParam).
    init?(_ dictionary: NSDictionary) {
        for (rawKey, value) in dictionary {
            guard let key = rawKey as? String else { return nil }
            switch key {
            case "class":
                guard let string = value as? String else { return nil }
                itemClass = string
            case "v_Data":
                guard let bytes = value as? Data else { return nil }
                data = bytes
            case "r_Data": returnData = Self.flag(value)
            case "r_Attributes": returnAttributes = Self.flag(value)
            case "r_PersistentRef": returnPersistentRef = Self.flag(value)
            case "m_Limit":
                hasLimit = true
                if let string = value as? String {
                    guard string == "m_LimitOne" || string == "m_LimitAll" else { return nil }
                    limit = string == "m_LimitAll" ? Int.max : nil
                } else if let number = value as? Int, number > 0 {
                    limit = number
                } else {
                    return nil
                }
            case _ where Self.ignoredKeys.contains(key) || key.hasPrefix("u_"):
                continue
            case _ where key.hasPrefix("m_") || key.hasPrefix("r_") || key.hasPrefix("v_"):
                // Search and return options this keychain does not implement (case-insensitive
                // matching, references to keys…): a clear refusal beats a silently wider match.
                return nil
            default:
                guard let attribute = KeychainValue(value, key: key) else { return nil }
                if key == "pdmn", case .string(let accessible) = attribute, !Self.accessibilities.contains(accessible) { return nil }
                attributes[key] = attribute
            }
        }
    }

    private static func flag(_ value: Any) -> Bool {
        (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    /// Whether `item` matches this query's class and attributes. Without `sync` in the query
    /// only items that do not sync match, as Apple documents; `kSecAttrSynchronizableAny`
    /// matches both.
    func matches(_ item: [String: KeychainValue]) -> Bool {
        guard item["class"] == itemClass.map(KeychainValue.string) else { return false }
        for (key, value) in attributes {
            if key == "sync" {
                if value == .string("syna") { continue }
                if value != (item["sync"] ?? .bool(false)) { return false }
            } else if item[key] != value {
                return false
            }
        }
        if attributes["sync"] == nil, item["sync"] == .bool(true) { return false }
        return true
    }

    /// Attributes that identify an item: two items of a group may not share all of them.
    static func primaryKey(of item: [String: KeychainValue]) -> [KeychainValue?] {
        let keys =
            item["class"] == .string("inet")
            ? ["class", "acct", "srvr", "ptcl", "port", "path", "sdmn", "atyp", "sync"]
            : ["class", "acct", "svce", "sync"]
        return keys.map { key in key == "sync" ? item[key] ?? .bool(false) : item[key] }
    }
}
