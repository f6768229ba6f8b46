import Foundation
import Security
import Testing

/// Where the keychain files are, from the variables the host sets for an app or extension.
@Suite struct KeychainScopeTests {
    @Test func theHostsVariablesPlaceEachGroupsFile() {
        let grants = #"{"group.com.example.shared":"/data/groups/group.com.example.shared"}"#
        let scope = KeychainScope(
            environment: ["XDG_CONFIG_HOME": "/data/preferences/com.example.app.widget", "VITRINE_APP_GROUPS": grants, "HOME": "/home/me"],
            privateGroup: "WeatherWidget")
        #expect(scope.file(for: "WeatherWidget")?.path == "/data/preferences/com.example.app.widget/Keychains/WeatherWidget.keychain.json")
        #expect(
            scope.file(for: "group.com.example.shared")?.path
                == "/data/groups/group.com.example.shared/Library/Keychains/group.com.example.shared.keychain.json")
        // Not granted, and no preview scratch: no file, so errSecMissingEntitlement.
        #expect(scope.file(for: "group.com.other") == nil)
        #expect(scope.file(for: "ABCDE12345.com.example.shared") == nil)
    }

    @Test func previewsGiveAnyGroupAScratchContainer() {
        let scope = KeychainScope(environment: ["HOME": "/home/me", "VITRINE_APP_GROUP_SCRATCH": "/tmp/preview"], privateGroup: "W")
        #expect(scope.file(for: "W")?.path == "/home/me/.config/vitrine/Keychains/W.keychain.json")
        #expect(scope.file(for: "group.any")?.path == "/tmp/preview/groups/group.any/Library/Keychains/group.any.keychain.json")
        // A group id that could leave the folder is refused, as containerURL refuses it.
        #expect(scope.file(for: "../escape") == nil)
    }
}
