import Foundation
import FoundationCompat
import Glibc
import HostProtocol
import Testing
import VitrineTestSupport

@testable import WidgetKit

/// App Groups: the host's containers and launch environment, WidgetKit's `containerURL`, and
/// `UserDefaults(suiteName:)` shared between separate processes.
@Suite(ProcessTestLock()) struct AppGroupTests {
    static let game = "group.com.vitrine.examples.game"

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func hostCreatesPrivateContainersAndTheLaunchEnvironment() throws {
        let root = makeTemporaryDirectory().appendingPathComponent("app-groups")
        let containers = AppGroupContainers(root: root)
        let environment = try containers.environment(for: ["group.a", "group.b", "group.a"], processIdentity: "com.example.app")

        let grants = AppGroupGrants.parse(environment[AppGroupGrants.environmentKey])
        #expect(
            grants == [
                "group.a": try containers.containerURL(for: "group.a").path,
                "group.b": try containers.containerURL(for: "group.b").path,
            ])
        for path in grants.values {
            #expect(mode(path) == 0o700)
            #expect(mode(path + "/Library/Preferences") == 0o700)
        }
        #expect(mode(root.path) == 0o700)
        let preferences = try #require(environment["XDG_CONFIG_HOME"])
        #expect(preferences == (try containers.preferencesDirectory(for: "com.example.app").path))
        #expect(mode(preferences) == 0o700)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: preferences + "/group.a.plist")
                == (try containers.preferencesFileURL(for: "group.a").path))

        // Relaunched with one group revoked: its link goes; the suite used while not granted
        // is kept aside, not merged into the group.
        _ = FileManager.default.createFile(atPath: preferences + "/group.c.plist", contents: Data("local".utf8))
        let again = try containers.environment(for: ["group.a", "group.c"], processIdentity: "com.example.app")
        #expect(AppGroupGrants.parse(again[AppGroupGrants.environmentKey]).keys.sorted() == ["group.a", "group.c"])
        #expect(!FileManager.default.fileExists(atPath: preferences + "/group.b.plist"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: preferences + "/group.b.plist")) == nil)
        #expect(FileManager.default.contents(atPath: preferences + "/group.c.plist.unshared") == Data("local".utf8))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: preferences + "/group.c.plist")
                == (try containers.preferencesFileURL(for: "group.c").path))

        for bad in ["", "..", ".hidden", "a/b", "group x", String(repeating: "g", count: 201)] {
            #expect(throws: AppGroupContainers.Failure.invalidIdentifier(bad)) {
                try containers.environment(for: [bad], processIdentity: "com.example.app")
            }
        }
        #expect(throws: AppGroupContainers.Failure.invalidIdentifier("../escape")) {
            try containers.environment(for: [], processIdentity: "../escape")
        }
    }

    @Test func containerURLAnswersOnlyGrantedGroups() throws {
        let root = makeTemporaryDirectory()
        let environment = try AppGroupContainers(root: root).environment(for: [Self.game], processIdentity: "app")
        let grants = AppGroupGrants.parse(environment[AppGroupGrants.environmentKey])
        let url = try #require(AppGroupStorage.containerURL(for: Self.game, grants: grants))
        #expect(url.path == root.standardizedFileURL.path + "/groups/" + Self.game)
        #expect(AppGroupStorage.containerURL(for: "group.com.someone.else", grants: grants) == nil)
        #expect(AppGroupStorage.containerURL(for: Self.game, grants: [:]) == nil)
        // Under `vitrine preview` an ungranted group gets a scratch container (a valid id only).
        let scratch = makeTemporaryDirectory().path
        let made = try #require(AppGroupStorage.containerURL(for: "group.com.someone.else", grants: [:], scratch: scratch))
        #expect(made.path == scratch + "/groups/group.com.someone.else")
        #expect(FileManager.default.fileExists(atPath: made.path))
        #expect(AppGroupStorage.containerURL(for: "../escape", grants: [:], scratch: scratch) == nil)
        #expect(AppGroupStorage.containerURL(for: Self.game, grants: grants, scratch: scratch)?.path == url.path)
        // Unreadable or hostile values grant nothing.
        #expect(AppGroupGrants.parse("not json").isEmpty)
        #expect(AppGroupGrants.parse(nil).isEmpty)
        #expect(AppGroupGrants.parse(#"{"../x": "/tmp", "group.ok": "relative/path"}"#).isEmpty)
        // The process's own variable: the test runner was launched with no groups.
        if getenv(AppGroupGrants.environmentKey) == nil {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.game) == nil)
        }
    }

    /// The example app and a process standing in for its widget extension share the group's
    /// defaults and files; a process launched without the group sees neither. Every process
    /// is a separate GameApp run, as the host would launch them.
    @Test func separateProcessesShareTheGroupAndOthersCannot() async throws {
        let gameApp = Products.path("GameApp")
        try #require(FileManager.default.isExecutableFile(atPath: gameApp), "GameApp is not built at \(gameApp) (build all targets)")

        let log = RequestLog()
        try await withServer(log: log) { _, socket async throws in
            let containers = AppGroupContainers(root: makeTemporaryDirectory())
            var app = try containers.environment(for: [Self.game], processIdentity: "com.vitrine.examples.game")
            app["VITRINE_CONTROL_SOCKET"] = socket
            app["VITRINE_APP_ID"] = "com.vitrine.examples.game"
            var widgetExtension = try containers.environment(for: [Self.game], processIdentity: "com.vitrine.examples.game.GameWidgets")
            widgetExtension["VITRINE_CONTROL_SOCKET"] = socket
            var stranger = try containers.environment(for: [], processIdentity: "com.example.stranger")
            stranger["VITRINE_CONTROL_SOCKET"] = socket

            let push = try await ProductRun.run(gameApp, ["push", "--health", "40"], environment: app, inherit: .minimal)
            #expect(push.status == 0, "\(push.stderr)")
            let container = try containers.containerURL(for: Self.game).path
            #expect(push.lines.contains("STORED health=0.40 group=\(Self.game) file=\(container)/character-panda.json"))
            #expect(push.stderr.isEmpty)

            // The reload reached the host from the app's executable (peer credentials).
            #expect(await log.wait { $0.contains(.reloadTimelines(kind: "com.mygame.character-detail")) })
            let reload = try #require(log.all.first { $0.request.message == .reloadTimelines(kind: "com.mygame.character-detail") })
            let resolvedGameApp = try #require(realpath(gameApp, nil))
            defer { free(resolvedGameApp) }
            #expect(reload.peer.executablePath == String(cString: resolvedGameApp))
            #expect(reload.peer.declaredAppID == "com.vitrine.examples.game")

            // The data is in the group's container, readable by any tool (here a shell).
            let plist = try containers.preferencesFileURL(for: Self.game).path
            let shell = try await ProductRun.run(
                "/bin/sh", ["-c", #"cat "$1" && cat "$2""#, "sh", plist, container + "/character-panda.json"], environment: [:], inherit: .minimal)
            #expect(shell.status == 0)
            #expect(shell.stdout.contains("<key>character.panda.health</key>"))
            #expect(shell.stdout.contains(#""health":0.4"#))

            // Another process granted the group reads both.
            let read = try await ProductRun.run(gameApp, ["state"], environment: widgetExtension, inherit: .minimal)
            #expect(read.status == 0, "\(read.stderr)")
            #expect(read.lines.contains("CONTAINER \(container)"))
            #expect(read.lines.contains { $0.hasPrefix("DEFAULTS health=0.40 ") })
            #expect(read.lines.contains { $0.hasPrefix("FILE health=0.40 ") })

            // A process not granted the group gets no container and none of its defaults, and
            // what it writes under the group's suite name stays its own.
            let outsider = try await ProductRun.run(gameApp, ["state"], environment: stranger, inherit: .minimal)
            #expect(outsider.lines == ["NO-CONTAINER \(Self.game)", "DEFAULTS none", "FILE none"])
            let intrusion = try await ProductRun.run(gameApp, ["push", "--health", "99"], environment: stranger, inherit: .minimal)
            #expect(intrusion.lines.first == "NO-CONTAINER \(Self.game)")
            let after = try await ProductRun.run(gameApp, ["state"], environment: widgetExtension, inherit: .minimal)
            #expect(after.lines.contains { $0.hasPrefix("DEFAULTS health=0.40 ") })

            // A later write by the app reaches the other process too.
            let second = try await ProductRun.run(gameApp, ["push", "--health", "75"], environment: app, inherit: .minimal)
            #expect(second.status == 0)
            let reread = try await ProductRun.run(gameApp, ["state"], environment: widgetExtension, inherit: .minimal)
            #expect(reread.lines.contains { $0.hasPrefix("DEFAULTS health=0.75 ") })
        }
    }

    @Test func gameAppReportsAMissingHostClearly() async throws {
        let gameApp = Products.path("GameApp")
        try #require(FileManager.default.isExecutableFile(atPath: gameApp))
        let nowhere = makeTemporaryDirectory().appendingPathComponent("control.sock").path
        let result = try await ProductRun.run(gameApp, ["configurations"], environment: ["VITRINE_CONTROL_SOCKET": nowhere], inherit: .minimal)
        #expect(result.status == 1)
        #expect(result.lines == ["ERROR \(WidgetCenterError.noHost(request: "getCurrentConfigurations"))"])
    }
}
