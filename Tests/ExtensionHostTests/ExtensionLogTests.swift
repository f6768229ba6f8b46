import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

/// Collects what a request's `onLog` receives.
final class LogBatches: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [ExtensionLogBatch] = []
    var callback: @Sendable (ExtensionLogBatch) -> Void { { [self] batch in lock.withLock { received.append(batch) } } }
    var all: [ExtensionLogBatch] { lock.withLock { received } }
    var records: [ExtensionLogRecord] { all.flatMap(\.records) }
}

extension ExtensionProcesses {
    /// An extension's `OSLog` lines reach the host as records of the request that was running,
    /// within the host's limits.
    @Suite struct ExtensionLogs {
        func characterTimeline(environment: [String: String]) async throws -> LogBatches {
            let host = ExtensionHost(
                executable: Products.gameWidgets, configuration: ExtensionHostConfiguration(requestTimeout: 10, environment: environment))
            let batches = LogBatches()
            _ = try await host.describe(onLog: batches.callback)
            #expect(batches.records.isEmpty, "describe logs nothing: \(batches.records)")
            let response = try await host.timeline(Contexts.small("com.mygame.character-detail"), onLog: batches.callback)
            #expect((response.entries ?? []).count >= 1)
            await host.shutdown()
            return batches
        }

        @Test func theExampleLogsItsTimelineWithThePlayersNameRedacted() async throws {
            let batches = try await characterTimeline(environment: [:])
            let record = try #require(batches.records.first { $0.category == "CharacterDetail" }, "\(batches.all)")
            #expect(record.level == .info)
            #expect(record.subsystem == "com.mygame.widgets")
            #expect(record.message.hasSuffix("entries until <private> is healed"), "\(record.message)")
            #expect(!record.message.contains("Panda"))
            #expect(record.text.hasPrefix("[info] com.mygame.widgets/CharacterDetail: "))
            #expect(batches.all.last?.limitNote == nil)
        }

        @Test func privateValuesShowOnlyWhenTheConfigurationAsks() async throws {
            let batches = try await characterTimeline(environment: [ExtensionProtocol.logPrivateEnvironmentKey: "1"])
            let record = try #require(batches.records.first { $0.category == "CharacterDetail" }, "\(batches.all)")
            #expect(record.message.hasSuffix("entries until Power Panda is healed"), "\(record.message)")
        }

        @Test func aFloodIsCappedPerRequestAndLongMessagesAreCut() async throws {
            let host = ExtensionHost(executable: Products.faultyExtension, configuration: faultyConfiguration("log-flood", requestTimeout: 10))
            let batches = LogBatches()
            let response = try await host.timeline(Contexts.faulty, onLog: batches.callback)
            #expect(response.entries?.count == 1, "the extension still answers")
            let batch = try #require(batches.all.last)
            #expect(batch.records.count == ExtensionLogLimits().linesPerRequest)
            // 1 long line + 20,000 short ones were written; 100 kept.
            #expect(batch.droppedLines == 20_001 - ExtensionLogLimits().linesPerRequest)
            #expect(batch.droppedBytes > 1_000_000)
            let long = try #require(batch.records.first)
            #expect(long.level == .error)
            #expect(long.message.hasPrefix(String(repeating: "y", count: 1024) + "… [cut by the host at 1024 bytes"), "\(long.message.suffix(120))")
            #expect(long.message.utf8.count < 1200)
            #expect(batch.truncatedMessages == 1)
            #expect(batch.records[1].message.hasPrefix("flood line 1 "))
            #expect(batch.limitNote?.contains("19901 more log lines") == true, "\(batch.limitNote ?? "nil")")

            // The next request starts a fresh batch: nothing of the flood is carried over.
            let again = LogBatches()
            _ = try await host.placeholder(Contexts.faulty, onLog: again.callback)
            #expect(again.all.allSatisfy { $0.isEmpty }, "\(again.all.map(\.records.count))")
            await host.shutdown()
        }

        @Test func theGameStatusTimelineLogArrivesWithItsRequest() async throws {
            let host = ExtensionHost(executable: Products.gameWidgets, configuration: ExtensionHostConfiguration(requestTimeout: 10))
            let batches = LogBatches()
            _ = try await host.timeline(Contexts.small("com.mygame.game-status"), onLog: batches.callback)
            let record = try #require(batches.records.first)
            #expect(record.text.hasPrefix("[info] com.mygame.widgets/GameStatus: Timeline built"))
            await host.shutdown()
        }
    }
}
