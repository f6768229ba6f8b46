import Foundation
import Security
import Testing

/// The four `SecItem` functions as apps call them, on a keychain file in a scratch container.
@Suite(.timeLimit(.minutes(1))) struct KeychainItemTests {
    let place = KeychainTestScope()

    func inApp<T>(groups: [String] = [], _ body: () throws -> T) rethrows -> T {
        try KeychainScope.$override.withValue(place.scope("com.example.app", groups: groups), operation: body)
    }

    @Test func tokenRoundTripsWithItsAttributes() throws {
        defer { place.remove() }
        try inApp {
            #expect(TokenStore.read(account: "me") == nil)
            #expect(TokenStore.save("secret-1", account: "me") == errSecSuccess)
            #expect(TokenStore.read(account: "me") == "secret-1")
            #expect(TokenStore.save("secret-2", account: "me") == errSecSuccess)
            #expect(TokenStore.read(account: "me") == "secret-2")

            // `[CFString: Any]` keys, attributes and data in one dictionary.
            let query: [CFString: Any] = [
                kSecClass: kSecClassGenericPassword, kSecAttrAccount: "me", kSecReturnAttributes: true, kSecReturnData: true,
            ]
            var result: AnyObject?
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            let attributes = try #require(result as? [String: Any])
            #expect(attributes[kSecAttrService as String] as? String == TokenStore.service)
            #expect(attributes[kSecAttrAccessible as String] as? String == kSecAttrAccessibleAfterFirstUnlock as String)
            #expect(attributes[kSecAttrAccessGroup as String] as? String == "TEAMID.com.example.app")
            #expect(attributes[kSecValueData as String] as? Data == Data("secret-2".utf8))
            #expect(attributes[kSecAttrCreationDate as String] is Date)
        }
    }

    @Test func duplicatesAreRefusedByPrimaryKey() {
        defer { place.remove() }
        inApp {
            let item: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "s", kSecAttrAccount as String: "a",
                kSecValueData as String: Data([1]),
            ]
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            var again = item
            again[kSecValueData as String] = Data([2])
            again[kSecAttrLabel as String] = "a label is not part of the key"
            #expect(SecItemAdd(again as CFDictionary, nil) == errSecDuplicateItem)
            again[kSecAttrAccount as String] = "b"
            #expect(SecItemAdd(again as CFDictionary, nil) == errSecSuccess)

            // Internet passwords are keyed by server, port and the rest.
            var web: [String: Any] = [
                kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: "example.com",
                kSecAttrAccount as String: "a", kSecAttrPort as String: 443, kSecAttrProtocol as String: kSecAttrProtocolHTTPS,
            ]
            #expect(SecItemAdd(web as CFDictionary, nil) == errSecSuccess)
            #expect(SecItemAdd(web as CFDictionary, nil) == errSecDuplicateItem)
            web[kSecAttrPort as String] = 8443
            #expect(SecItemAdd(web as CFDictionary, nil) == errSecSuccess)
        }
    }

    @Test func missingItemsAreNotFound() {
        defer { place.remove() }
        inApp {
            var item: CFTypeRef? = "stale" as NSString
            let query = TokenStore.baseQuery(account: "nobody", group: nil)
            #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecItemNotFound)
            #expect(item == nil)
            #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
            #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data()] as CFDictionary) == errSecItemNotFound)
            #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
            #expect(SecCopyErrorMessageString(12345, nil) == nil)
        }
    }

    @Test func updateChangesMatchesAndRefusesCollisions() throws {
        defer { place.remove() }
        try inApp {
            TokenStore.save("one", account: "a")
            TokenStore.save("two", account: "b")
            let change: [String: Any] = [kSecValueData as String: Data("uno".utf8), kSecAttrLabel as String: "Account A"]
            #expect(SecItemUpdate(TokenStore.baseQuery(account: "a", group: nil) as CFDictionary, change as CFDictionary) == errSecSuccess)
            #expect(TokenStore.read(account: "a") == "uno")
            #expect(TokenStore.read(account: "b") == "two")

            // Renaming b to a would make two identical items: refused, nothing changes.
            let rename = [kSecAttrAccount as String: "a"] as CFDictionary
            #expect(SecItemUpdate(TokenStore.baseQuery(account: "b", group: nil) as CFDictionary, rename) == errSecDuplicateItem)
            #expect(TokenStore.read(account: "b") == "two")
            // The class cannot change.
            let reclass = [kSecClass as String: kSecClassInternetPassword] as CFDictionary
            #expect(SecItemUpdate(TokenStore.baseQuery(account: "b", group: nil) as CFDictionary, reclass) == errSecParam)

            var query = TokenStore.baseQuery(account: "a", group: nil)
            query[kSecReturnAttributes as String] = true
            var result: CFTypeRef?
            SecItemCopyMatching(query as CFDictionary, &result)
            let attributes = try #require(result as? [String: Any])
            #expect(attributes[kSecAttrLabel as String] as? String == "Account A")
            let created = try #require(attributes[kSecAttrCreationDate as String] as? Date)
            let modified = try #require(attributes[kSecAttrModificationDate as String] as? Date)
            #expect(modified >= created)
        }
    }

    @Test func deleteRemovesEveryMatch() {
        defer { place.remove() }
        inApp {
            TokenStore.save("one", account: "a")
            TokenStore.save("two", account: "b")
            let everyAccount: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: TokenStore.service]
            #expect(SecItemDelete(everyAccount as CFDictionary) == errSecSuccess)
            #expect(TokenStore.read(account: "a") == nil)
            #expect(TokenStore.read(account: "b") == nil)
        }
    }

    @Test func matchLimitsShapeTheResult() throws {
        defer { place.remove() }
        try inApp {
            for account in ["a", "b", "c"] { TokenStore.save("token-\(account)", account: account) }
            var query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: TokenStore.service,
                kSecMatchLimit as String: kSecMatchLimitAll, kSecReturnAttributes as String: kCFBooleanTrue!,
            ]
            var result: CFTypeRef?
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            let all = try #require(result as? [[String: Any]])
            #expect(Set(all.compactMap { $0[kSecAttrAccount as String] as? String }) == ["a", "b", "c"])
            #expect(all.allSatisfy { $0[kSecValueData as String] == nil })

            query[kSecReturnAttributes as String] = nil
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = 2
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            #expect((result as? [Data])?.count == 2)

            query[kSecMatchLimit as String] = nil
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            #expect((result as? Data).map { String(decoding: $0, as: UTF8.self).hasPrefix("token-") } == true)

            // No return key: the status alone says whether anything matches.
            query[kSecReturnData as String] = nil
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            #expect(result == nil)
        }
    }

    @Test func synchronizableItemsNeedToBeAskedFor() {
        defer { place.remove() }
        inApp {
            let item: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "synced",
                kSecAttrSynchronizable as String: kCFBooleanTrue!, kSecValueData as String: Data([7]),
            ]
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
            var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "synced"]
            #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecItemNotFound)
            query[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
            #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess)
        }
    }

    @Test func badQueriesAreRefused() {
        defer { place.remove() }
        inApp {
            #expect(SecItemAdd([kSecAttrAccount as String: "no class"] as CFDictionary, nil) == errSecParam)
            let stringData: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecValueData as String: "not Data"]
            #expect(SecItemAdd(stringData as CFDictionary, nil) == errSecParam)
            #expect(SecItemAdd([kSecClass as String: kSecClassKey] as CFDictionary, nil) == errSecUnimplemented)
            let badAccessible: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccessible as String: "sometimes"]
            #expect(SecItemAdd(badAccessible as CFDictionary, nil) == errSecParam)
        }
    }
}
