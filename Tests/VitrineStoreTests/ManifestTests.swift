import Foundation
import Testing

@testable import VitrineStore

@Suite struct ManifestTests {
    /// Loads `json` from `<tmp>/pkg/manifest.json`, next to executables `bin/App` and
    /// `bin/Widgets`, and returns the problems found (empty when it loads).
    func problems(_ json: String) throws -> [ManifestProblem] {
        try withTemporaryDirectory { directory in
            let package = directory.appendingPathComponent("pkg")
            try makeExecutable(package, "bin/App")
            try makeExecutable(package, "bin/Widgets")
            try makeExecutable(package, "bin/Other")
            try makeExecutable(package, "bin/plain", mode: 0o644)
            let url = package.appendingPathComponent("manifest.json")
            try Data(json.utf8).write(to: url)
            do {
                _ = try AppManifest.load(from: url)
                return []
            } catch let error as ManifestError {
                #expect(error.path == url.path)
                return error.problems
            }
        }
    }

    func app(_ fields: String, extensions: String = #"[{"executable": "bin/Widgets"}]"#) -> String {
        #"{"id": "com.example.app", "name": "App", "extensions": \#(extensions)\#(fields.isEmpty ? "" : ", " + fields)}"#
    }

    @Test func loadsAndResolvesRelativePaths() throws {
        try withTemporaryDirectory { directory in
            let package = directory.appendingPathComponent("pkg")
            let app = try makeExecutable(package, "bin/GameApp")
            let widgets = try makeExecutable(package, "bin/GameWidgets")
            let url = package.appendingPathComponent("game.json")
            try Data(
                """
                {
                  "id": "com.vitrine.examples.game",
                  "name": "Game",
                  "executable": "bin/GameApp",
                  "urlSchemes": ["GameWidgets"],
                  "appGroups": ["group.com.vitrine.examples.game"],
                  "extensions": [
                    { "id": "com.vitrine.examples.game.GameWidgets", "executable": "./bin/../bin/GameWidgets",
                      "dataProtection": "complete", "usesLocation": true }
                  ]
                }
                """.utf8
            ).write(to: url)
            let manifest = try AppManifest.load(from: url)
            #expect(
                manifest
                    == AppManifest(
                        id: "com.vitrine.examples.game", name: "Game", executable: app, urlSchemes: ["gamewidgets"],
                        appGroups: ["group.com.vitrine.examples.game"],
                        extensions: [
                            ExtensionManifest(
                                id: "com.vitrine.examples.game.GameWidgets", executable: widgets,
                                dataProtection: .complete, usesLocation: true)
                        ]))
            #expect(manifest.extensions[0].dataProtection.redactsWhenLocked)
        }
    }

    @Test func defaultsForOptionalFields() throws {
        try withTemporaryDirectory { directory in
            let widgets = try makeExecutable(directory, "Widgets")
            let manifest = try AppManifest.parse(
                Data(#"{"id": "com.example.w", "name": "W", "extensions": [{"executable": "Widgets"}]}"#.utf8),
                manifestPath: directory.appendingPathComponent("m.json").path)
            #expect(manifest.executable == nil)
            #expect(manifest.urlSchemes.isEmpty && manifest.appGroups.isEmpty)
            #expect(
                manifest.extensions == [
                    ExtensionManifest(
                        id: "com.example.w.Widgets", executable: widgets,
                        dataProtection: .completeUntilFirstUserAuthentication,
                        usesLocation: false)
                ])
            #expect(!manifest.extensions[0].dataProtection.redactsWhenLocked)
        }
    }

    @Test func absoluteExecutablePathsAreKept() throws {
        try withTemporaryDirectory { directory in
            let widgets = try makeExecutable(directory, "elsewhere/Widgets")
            let manifest = try AppManifest.parse(
                Data(app("", extensions: #"[{"executable": "\#(widgets)"}]"#).utf8),
                manifestPath: "/nonexistent/m.json")
            #expect(manifest.extensions[0].executable == widgets)
        }
    }

    @Test func validManifestHasNoProblems() throws {
        #expect(try problems(app(#""executable": "bin/App", "urlSchemes": ["myapp", "my-app+x.y"]"#)) == [])
    }

    @Test func unreadableAndInvalidJSON() throws {
        do {
            _ = try AppManifest.load(from: URL(fileURLWithPath: "/nonexistent/vitrine/manifest.json"))
            Issue.record("loaded a missing file")
        } catch let error as ManifestError {
            #expect(error.problems == [.unreadable("does not exist")])
            #expect(error.description.contains("/nonexistent/vitrine/manifest.json"))
        }
        let syntax = try problems("{\n  \"id\": \"com.example.app\",,\n}")
        #expect(syntax.count == 1)
        if case .invalidJSON(let detail)? = syntax.first {
            #expect(detail.contains("line 2"))
        } else {
            Issue.record("expected invalidJSON, got \(syntax)")
        }
        #expect(try problems("[1, 2]") == [.wrongType(field: "(top level)", expected: "an object")])
    }

    @Test func missingFields() throws {
        #expect(try problems("{}") == [.missingField("id"), .missingField("name"), .missingField("extensions")])
        #expect(try problems(app("", extensions: #"[{"id": "com.example.app.W"}]"#)) == [.missingField("extensions[0].executable")])
    }

    @Test func wrongTypesAndEmptyValues() throws {
        #expect(
            try problems(#"{"id": 3, "name": "", "extensions": {}}"#) == [
                .wrongType(field: "id", expected: "a string"), .emptyField("name"),
                .wrongType(field: "extensions", expected: "an array of objects"),
            ])
        #expect(try problems(app(#""urlSchemes": "myapp""#)) == [.wrongType(field: "urlSchemes", expected: "an array of strings")])
        #expect(try problems(app(#""appGroups": [1]"#)) == [.wrongType(field: "appGroups[0]", expected: "a string")])
        #expect(try problems(app("", extensions: #"["bin/Widgets"]"#)) == [.wrongType(field: "extensions[0]", expected: "an object")])
        #expect(
            try problems(app("", extensions: #"[{"executable": "bin/Widgets", "usesLocation": 1}]"#))
                == [.wrongType(field: "extensions[0].usesLocation", expected: "true or false")])
    }

    @Test func unknownFieldsAreRefused() throws {
        #expect(try problems(app(#""urlScheme": ["myapp"]"#)) == [.unknownField("urlScheme")])
        #expect(
            try problems(app("", extensions: #"[{"executable": "bin/Widgets", "location": true}]"#))
                == [.unknownField("extensions[0].location")])
    }

    @Test(arguments: ["com", "com..example", ".com.example", "com.example.", "com.ex ample", "com.exämple", "com.ex_ample", "com/example"])
    func badAppIDs(id: String) throws {
        #expect(
            try problems(#"{"id": "\#(id)", "name": "A", "extensions": [{"id": "com.example.app.W", "executable": "bin/Widgets"}]}"#)
                .contains(.invalidIdentifier(field: "id", value: id)))
    }

    @Test func extensionIdentifiers() throws {
        #expect(
            try problems(app("", extensions: #"[{"id": "com.other.W", "executable": "bin/Widgets"}]"#))
                == [.extensionOutsideApp(extensionID: "com.other.W", appID: "com.example.app")])
        #expect(
            try problems(app("", extensions: #"[{"id": "com.example.appW", "executable": "bin/Widgets"}]"#))
                == [.extensionOutsideApp(extensionID: "com.example.appW", appID: "com.example.app")])
        #expect(
            try problems(app("", extensions: #"[{"id": "com.example.app.W!", "executable": "bin/Widgets"}]"#))
                == [.invalidIdentifier(field: "extensions[0].id", value: "com.example.app.W!")])
        #expect(
            try problems(
                app(
                    "",
                    extensions: """
                        [{"id": "com.example.app.W", "executable": "bin/Widgets"}, {"id": "com.example.app.W", "executable": "bin/Other"}]
                        """)) == [.duplicateExtension("com.example.app.W")])
        let duplicateExecutable = try problems(
            app(
                "",
                extensions: """
                    [{"id": "com.example.app.W", "executable": "bin/Widgets"}, {"id": "com.example.app.V", "executable": "bin/Widgets"}]
                    """))
        #expect(duplicateExecutable.count == 1)
        if case .duplicateExecutable = duplicateExecutable.first {} else { Issue.record("got \(duplicateExecutable)") }
        #expect(try problems(app("", extensions: "[]")) == [.noExtensions])
    }

    @Test(arguments: ["http", "https", "file", "javascript", "JavaScript", "data", "mailto", "vitrine"])
    func reservedSchemesAreRefused(scheme: String) throws {
        #expect(try problems(app(#""executable": "bin/App", "urlSchemes": ["\#(scheme)"]"#)) == [.reservedScheme(scheme.lowercased())])
    }

    @Test func schemeSyntaxAndDuplicates() throws {
        #expect(
            try problems(app(#""executable": "bin/App", "urlSchemes": ["1app", "my app", "app:"]"#))
                == [.invalidScheme("1app"), .invalidScheme("my app"), .invalidScheme("app:")])
        #expect(try problems(app(#""executable": "bin/App", "urlSchemes": ["myapp", "MyApp"]"#)) == [.duplicateScheme("myapp")])
        #expect(try problems(app(#""urlSchemes": ["myapp"]"#)) == [.schemesWithoutExecutable])
    }

    @Test func appGroups() throws {
        #expect(
            try problems(app(#""appGroups": ["com.example.app", "group.", "group.x", "group.com.example"]"#))
                == [.invalidAppGroup("com.example.app"), .invalidAppGroup("group."), .invalidAppGroup("group.x")])
        #expect(
            try problems(app(#""appGroups": ["group.com.example", "group.com.example"]"#))
                == [.duplicateAppGroup("group.com.example")])
    }

    @Test func teamIsAnAppleTeamID() throws {
        #expect(try problems(app(#""team": "A1B2C3D4E5""#)) == [])
        #expect(try problems(app(#""team": "a1b2c3d4e5""#)) == [.invalidTeam("a1b2c3d4e5")])
        #expect(try problems(app(#""team": "A1B2C3""#)) == [.invalidTeam("A1B2C3")])
        #expect(try problems(app(#""team": "../../ETC1""#)) == [.invalidTeam("../../ETC1")])
    }

    @Test func executablesMustExistAndBeExecutable() throws {
        let missing = try problems(app(#""executable": "bin/Nope""#))
        #expect(missing.count == 1)
        if case .executableMissing(let field, let path)? = missing.first {
            #expect(field == "executable")
            #expect(path.hasSuffix("/pkg/bin/Nope"))
        } else {
            Issue.record("got \(missing)")
        }

        let plain = try problems(app("", extensions: #"[{"executable": "bin/plain"}]"#))
        if case .notExecutable(let field, _)? = plain.first {
            #expect(field == "extensions[0].executable")
        } else {
            Issue.record("got \(plain)")
        }
        let directory = try problems(app(#""executable": "bin""#))
        if case .notExecutable? = directory.first {} else { Issue.record("got \(directory)") }
    }

    @Test func dataProtectionLevels() throws {
        #expect(try problems(app("", extensions: #"[{"executable": "bin/Widgets", "dataProtection": "completeUnlessOpen"}]"#)) == [])
        #expect(
            try problems(app("", extensions: #"[{"executable": "bin/Widgets", "dataProtection": "high"}]"#))
                == [.unknownDataProtection(field: "extensions[0].dataProtection", value: "high")])
    }

    /// One pass reports everything, so one edit fixes the file.
    @Test func everyProblemIsReportedAtOnce() throws {
        let found = try problems(#"{"id": "bad", "name": "A", "urlSchemes": ["http"], "appGroups": ["g"], "extensions": []}"#)
        #expect(found == [.invalidIdentifier(field: "id", value: "bad"), .reservedScheme("http"), .invalidAppGroup("g"), .noExtensions])
        let error = ManifestError(path: "/x/m.json", problems: found)
        #expect(error.description.contains("/x/m.json") && error.description.contains("reserved"))
    }
}
