import Foundation
import Testing

@testable import VitrineStore

/// `intentsExtensions` in an app manifest: an Intents extension built as its own executable and
/// the intents it handles, parsed, validated and kept with the app.
@Suite struct IntentsExtensionManifestTests {
    func load(_ intents: String) throws -> Result<AppManifest, ManifestError> {
        try withTemporaryDirectory { directory in
            let package = directory.appendingPathComponent("pkg")
            try makeExecutable(package, "bin/Widgets")
            try makeExecutable(package, "bin/Intents")
            try makeExecutable(package, "bin/More")
            let url = package.appendingPathComponent("manifest.json")
            try Data(#"{"id": "com.example.app", "name": "App", "extensions": [{"executable": "bin/Widgets"}], "intentsExtensions": \#(intents)}"#.utf8)
                .write(to: url)
            do {
                return .success(try AppManifest.load(from: url))
            } catch let error as ManifestError {
                return .failure(error)
            }
        }
    }

    func problems(_ intents: String) throws -> [String] {
        guard case .failure(let error) = try load(intents) else { return [] }
        return error.problems.map(\.description)
    }

    @Test func parsesWithDefaultIdentifierAndAbsolutePath() throws {
        let manifest = try load(#"[{"executable": "bin/Intents", "intentsSupported": ["ForecastIntent", "OtherIntent"]}]"#).get()
        let intents = try #require(manifest.intentsExtensions.first)
        #expect(intents.id == "com.example.app.Intents")
        #expect(intents.executable.hasPrefix("/") && intents.executable.hasSuffix("/pkg/bin/Intents"))
        #expect(intents.intentsSupported == ["ForecastIntent", "OtherIntent"])
    }

    @Test func eachMistakeIsNamed() throws {
        #expect(try problems(#"[{"executable": "bin/Intents"}]"#) == ["'intentsExtensions[0].intentsSupported' is required"])
        #expect(try problems(#"[{"executable": "bin/Intents", "intentsSupported": []}]"#) == ["'intentsExtensions[0].intentsSupported' must not be empty"])
        #expect(
            try problems(#"[{"executable": "bin/Intents", "intentsSupported": ["Not an intent"]}]"#)
                == ["'intentsExtensions[0].intentsSupported[0]' must be an intent class name (ConfigurationIntent)"])
        #expect(try problems(#"[{"executable": "bin/Widgets", "intentsSupported": ["A"]}]"#).first?.hasPrefix("two extensions use the executable") == true)
        #expect(
            try problems(#"[{"executable": "bin/Intents", "intentsSupported": ["A"]}, {"executable": "bin/More", "intentsSupported": ["A"]}]"#)
                == ["two intents extensions list 'A' in intentsSupported; one must handle it"])
        #expect(
            try problems(#"[{"executable": "bin/Intents", "intentsSupported": ["A"], "principal": "X"}]"#) == [
                "unknown field 'intentsExtensions[0].principal' (a typo?)"
            ])
        #expect(try problems(#"{"executable": "bin/Intents"}"#) == ["'intentsExtensions' must be an array of objects"])
        #expect(try problems(#"[{"executable": "bin/Missing", "intentsSupported": ["A"]}]"#).first?.contains("does not exist") == true)
    }

    @Test func keptWithTheAppInTheStore() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            var manifest = fixture.manifest
            let intents = IntentsExtensionManifest(id: GameFixture.appID + ".Intents", executable: "/bin/true", intentsSupported: ["LeaderboardIntent"])
            manifest.intentsExtensions = [intents]
            try fixture.store.installApp(manifest: manifest, manifestPath: fixture.manifestPath, kinds: GameFixture.kinds())
            #expect(try fixture.store.app(id: GameFixture.appID)?.intentsExtensions == [intents])
            manifest.intentsExtensions = []
            try fixture.store.installApp(manifest: manifest, manifestPath: fixture.manifestPath, kinds: GameFixture.kinds())
            #expect(try fixture.store.app(id: GameFixture.appID)?.intentsExtensions == nil)
        }
    }
}
