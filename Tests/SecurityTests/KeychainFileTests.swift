import Foundation
import Security
import Testing

/// The file behind an access group: shared by an app and its widget, private, bounded, and
/// left alone when it is corrupt.
@Suite(.timeLimit(.minutes(1))) struct KeychainFileTests {
    let place = KeychainTestScope()
    static let group = "group.com.example.shared"

    @Test func appAndWidgetShareAnAppGroupAccessGroup() {
        defer { place.remove() }
        let app = place.scope("com.example.app", groups: [Self.group])
        let widget = place.scope("com.example.app.widget", groups: [Self.group])
        KeychainScope.$override.withValue(app) {
            #expect(TokenStore.save("shared-token", account: "me", group: Self.group) == errSecSuccess)
            #expect(TokenStore.save("app-only", account: "private") == errSecSuccess)
        }
        KeychainScope.$override.withValue(widget) {
            // Named or not, the group's item is visible; the app's own group is not.
            #expect(TokenStore.read(account: "me", group: Self.group) == "shared-token")
            #expect(TokenStore.read(account: "me") == "shared-token")
            #expect(TokenStore.read(account: "private") == nil)
            #expect(TokenStore.save("refreshed", account: "me", group: Self.group) == errSecSuccess)
        }
        KeychainScope.$override.withValue(app) {
            #expect(TokenStore.read(account: "me", group: Self.group) == "refreshed")
        }
        // A process without the group may not use it, as without the entitlement on iOS.
        KeychainScope.$override.withValue(place.scope("com.other.app")) {
            let query = TokenStore.baseQuery(account: "me", group: Self.group)
            #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecMissingEntitlement)
            #expect(SecItemAdd(query as CFDictionary, nil) == errSecMissingEntitlement)
            #expect(TokenStore.read(account: "me") == nil)
        }
    }

    @Test func theFileIsPrivateAndReplacedWhole() throws {
        defer { place.remove() }
        try KeychainScope.$override.withValue(place.scope("com.example.app", groups: [Self.group])) {
            #expect(TokenStore.save("t", account: "me", group: Self.group) == errSecSuccess)
            let file = place.groupFile(Self.group)
            let mode = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
            #expect(mode & 0o777 == 0o600)
            let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            #expect(names.sorted() == ["\(Self.group).keychain.json", "\(Self.group).keychain.json.lock"])
            // Not encrypted (docs/FRAMEWORKS.md): the secret is in the file as base64.
            #expect(try String(contentsOf: file, encoding: .utf8).contains(Data("t".utf8).base64EncodedString()))
        }
    }

    @Test func aCorruptFileFailsWithDecodeAndIsKept() throws {
        defer { place.remove() }
        try KeychainScope.$override.withValue(place.scope("com.example.app", groups: [Self.group])) {
            #expect(TokenStore.save("t", account: "me", group: Self.group) == errSecSuccess)
            let file = place.groupFile(Self.group)
            let garbage = Data("{\"format\": \"vitrine-keychain\", \"items\": [tru".utf8)
            try garbage.write(to: file)
            let query = TokenStore.baseQuery(account: "me", group: Self.group)
            #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecDecode)
            #expect(TokenStore.save("new", account: "me", group: Self.group) == errSecDecode)
            #expect(SecItemDelete(query as CFDictionary) == errSecDecode)
            #expect(try Data(contentsOf: file) == garbage)
            #expect(SecCopyErrorMessageString(errSecDecode, nil) as String? == "Unable to decode the provided data.")
        }
    }

    @Test func theFileIsBounded() throws {
        defer { place.remove() }
        try KeychainScope.$override.withValue(place.scope("com.example.app", groups: [Self.group])) {
            #expect(TokenStore.save("small", account: "me", group: Self.group) == errSecSuccess)
            let file = place.groupFile(Self.group)
            let before = try Data(contentsOf: file)
            var huge = TokenStore.baseQuery(account: "huge", group: Self.group)
            huge[kSecValueData as String] = Data(count: 2 << 20)
            #expect(SecItemAdd(huge as CFDictionary, nil) == errSecDataTooLarge)
            #expect(try Data(contentsOf: file) == before)
            #expect(TokenStore.read(account: "me", group: Self.group) == "small")
        }
    }
}
