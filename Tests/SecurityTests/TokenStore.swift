import Foundation
import Security

/// A token helper written the way apps and widgets write it, against the C-shaped API.
enum TokenStore {
    static let service = "com.example.api"

    static func baseQuery(account: String, group: String?) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        if let group { query[kSecAttrAccessGroup as String] = group }
        return query
    }

    /// Replaces the token: delete, then add (the common idiom).
    @discardableResult
    static func save(_ token: String, account: String, group: String? = nil) -> OSStatus {
        var query = baseQuery(account: account, group: group)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = token.data(using: .utf8)!
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        return SecItemAdd(query as CFDictionary, nil)
    }

    static func read(account: String, group: String? = nil) -> String? {
        var query = baseQuery(account: account, group: group)
        query[kSecReturnData as String] = kCFBooleanTrue!
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
