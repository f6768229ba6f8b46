import Foundation
import OSLog
import Testing
import VitrineTestSupport

/// The example extension logs with `Logger(subsystem:category:)` when it builds a timeline; the
/// line it writes on standard error is what the host reads back.
@Suite(ProcessTestLock()) struct ExtensionLogTests {
    @Test func gameWidgetsTimelineLogParsesBack() async throws {
        let result = try await ProductRun.run("GameWidgets", ["dump", "--kind", "com.mygame.game-status", "--family", "small", "--view", "timeline"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let records = result.stderr.split(separator: "\n").compactMap { VitrineLogRecord.parse($0) }
        #expect(records.count == 1, "stderr: \(result.stderr)")
        let record = try #require(records.first)
        #expect(record.level == .info)
        #expect(record.subsystem == "com.mygame.widgets")
        #expect(record.category == "GameStatus")
        #expect(record.message.hasPrefix("Timeline built: 1 entry, next update at 20"))
        // The rendered archive goes to stdout; the log never mixes into it.
        #expect(!result.stdout.contains("vitrine-log"))
    }
}
