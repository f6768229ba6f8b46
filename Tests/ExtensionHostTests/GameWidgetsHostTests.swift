import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

#if canImport(Glibc)
import Glibc
#endif

extension ExtensionProcesses {
    /// The real example extension, launched and asked as a host would.
    @Suite struct GameWidgetsHost {
        func host(idleTimeout: Double = 30) -> ExtensionHost {
            ExtensionHost(
                executable: Products.gameWidgets, configuration: ExtensionHostConfiguration(requestTimeout: 10, launchTimeout: 10, idleTimeout: idleTimeout))
        }

        /// Archives must survive the archive codec (its validator included).
        func validated(_ response: ExtensionResponse, sourceLocation: SourceLocation = #_sourceLocation) throws {
            for entry in response.entries ?? [] {
                let decoded = try ArchiveCodec.decode(try ArchiveCodec.encode(entry.archive))
                #expect(decoded == entry.archive, sourceLocation: sourceLocation)
            }
        }

        @Test func describeListsTheSixKinds() async throws {
            let host = host()
            let widgets = try await host.describe()
            #expect(
                Set(widgets.map(\.kind)) == [
                    "com.mygame.game-status", "com.mygame.character-detail", "com.mygame.leaderboard",
                    "WordWidgetExtension", "com.vitrine.api-tour", "com.mygame.score-history",
                ])
            #expect(widgets.count == 6)
            let character = try #require(widgets.first { $0.kind == "com.mygame.character-detail" })
            #expect(character.supportedFamilies.contains("systemSmall"))
            await host.shutdown()
        }

        @Test func timelineAndSnapshotOfCharacterDetail() async throws {
            let host = host()
            let context = Contexts.small("com.mygame.character-detail")
            let timeline = try await host.timeline(context)
            let entries = try #require(timeline.entries)
            #expect(entries.count == 4)
            #expect(timeline.policy == .atEnd)
            for (earlier, later) in zip(entries, entries.dropFirst()) {
                #expect(abs(later.date.timeIntervalSince(earlier.date) - 3600) < 0.001)
            }
            #expect(entries.allSatisfy { $0.archive.environment.widgetFamily == "systemSmall" })
            try validated(timeline)

            let snapshot = try await host.snapshot(context)
            #expect(snapshot.entries?.count == 1)
            #expect(snapshot.entries?.first?.archive.environment.redactionReasons == [])
            try validated(snapshot)
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        /// GameWidgets offers compact frames and the host takes them; a host that prefers JSON
        /// gets JSON; both answer alike (the providers stamp entries with `Date()`, so two
        /// requests differ in their dates: compared here are counts, policies and that every
        /// archive survives the JSON codec unchanged; CompactCodecTests compares exactly). An
        /// extension that offers nothing (FaultyExtension predates compact frames) gets JSON.
        @Test func framesAreCompactWhenBothSidesSpeakItAndTheAnswersAreTheSame() async throws {
            let compact = host()
            var jsonConfiguration = ExtensionHostConfiguration(requestTimeout: 10, launchTimeout: 10, idleTimeout: 30)
            jsonConfiguration.preferredEncoding = .json
            let json = ExtensionHost(executable: Products.gameWidgets, configuration: jsonConfiguration)
            for kind in ["com.mygame.character-detail", "com.mygame.game-status", "com.vitrine.api-tour"] {
                let context = Contexts.small(kind)
                let viaCompact = try await compact.timeline(context), viaJSON = try await json.timeline(context)
                #expect(viaCompact.entries?.count == viaJSON.entries?.count, "\(kind)")
                #expect(viaCompact.entries?.map(\.archive.root.id) == viaJSON.entries?.map(\.archive.root.id))
                #expect((viaCompact.policy == .atEnd) == (viaJSON.policy == .atEnd))
                try validated(viaCompact)
            }
            #expect(await compact.frameEncoding == .compact)
            #expect(await json.frameEncoding == .json)
            await compact.shutdown()
            await json.shutdown()
            #expect(await compact.frameEncoding == nil)

            let old = ExtensionHost(executable: Products.faultyExtension, configuration: faultyConfiguration("none"))
            _ = try await old.describe()
            #expect(await old.frameEncoding == .json)
            await old.shutdown()
        }

        @Test func placeholderIsRedacted() async throws {
            let host = host()
            let placeholder = try await host.placeholder(Contexts.small("com.mygame.character-detail"))
            let entry = try #require(placeholder.entries?.first)
            #expect(entry.archive.environment.redactionReasons == [.placeholder])
            try validated(placeholder)
            await host.shutdown()
        }

        @Test func requestsInARowShareOneProcess() async throws {
            let host = host()
            // game-status completes asynchronously, 50 ms later.
            let first = try await host.timeline(Contexts.small("com.mygame.game-status"))
            #expect(first.entries?.isEmpty == false)
            let pid = await host.processID
            _ = try await host.snapshot(Contexts.small("com.mygame.game-status"))
            #expect(await host.processID == pid)
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        @Test func concurrentRequestsAreSerialised() async throws {
            let host = host()
            let kinds = ["com.mygame.game-status", "com.mygame.character-detail", "com.mygame.game-status", "com.mygame.character-detail"]
            let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                for kind in kinds { group.addTask { try await host.timeline(Contexts.small(kind)).entries?.count ?? 0 } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(counts.count == 4)
            #expect(counts.allSatisfy { $0 > 0 })
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        @Test func idleProcessIsEndedAndTheNextRequestRelaunches() async throws {
            let host = host(idleTimeout: 0.5)
            _ = try await host.describe()
            let pid = try #require(await host.processID)
            #expect(await host.isRunning)
            try await Task.sleep(nanoseconds: 1_300_000_000)
            #expect(await host.isRunning == false)
            #expect(wasReaped(pid))
            _ = try await host.describe()
            #expect(await host.launches == 2)
            #expect(await host.processID != pid)
            await host.shutdown()
        }

        @Test func requestsKeepTheProcessWarm() async throws {
            let host = host(idleTimeout: 0.6)
            for _ in 0..<4 {
                _ = try await host.describe()
                try await Task.sleep(nanoseconds: 300_000_000)
            }
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        /// Every widget in every family it supports, with the default limits (30 MB over the
        /// baseline): one process answers them all.
        @Test func everyWidgetAnswersWithinTheDefaultLimits() async throws {
            let host = ExtensionHost(executable: Products.gameWidgets)
            var answered = 0
            for widget in try await host.describe() {
                for family in widget.supportedFamilies {
                    guard let size = WidgetDevice.default.size(of: family) else { continue }
                    let context = RequestContext(kind: widget.kind, family: family, displaySize: size)
                    for method in [ExtensionRequest.Method.placeholder, .snapshot, .timeline] {
                        let response = try await host.send(method, context)
                        #expect(response.entries?.isEmpty == false, "\(widget.kind) \(family) \(method)")
                        answered += 1
                    }
                }
            }
            #expect(answered > 20)
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        @Test func unknownKindIsAnExtensionErrorAndTheProcessStays() async throws {
            let host = host()
            _ = try await host.describe()
            let pid = await host.processID
            do {
                _ = try await host.timeline(Contexts.small("com.example.nope"))
                Issue.record("an unknown kind answered")
            } catch let error as ExtensionHostError {
                guard case .extensionError(let answer) = error else { Issue.record("\(error)"); return }
                #expect(answer.code == .unknownKind)
                #expect(error.description.contains("unknownKind"))
            }
            #expect(await host.isRunning)
            #expect(await host.processID == pid)
            _ = try await host.timeline(Contexts.small("com.mygame.character-detail"))
            #expect(await host.launches == 1)
            await host.shutdown()
        }
    }
}
