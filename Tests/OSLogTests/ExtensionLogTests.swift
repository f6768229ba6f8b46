import Foundation
import OSLog
import Testing
import VitrineTestSupport

/// The example extension logs with `Logger(subsystem:category:)` when it builds a timeline. Run
/// directly (`dump`) it writes the message for a person; launched by a host it writes the
/// protocol line the host reads back (ExtensionHostTests and VitrineHostTests check that side).
@Suite(ProcessTestLock()) struct ExtensionLogTests {
    @Test func dumpPrintsTheTimelineLogForAPerson() async throws {
        let result = try await ProductRun.run("GameWidgets", ["dump", "--kind", "com.mygame.game-status", "--family", "small", "--view", "timeline"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("[info] com.mygame.widgets/GameStatus: ") }
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(lines.first?.contains("Timeline built: 1 entry, next update at 20") == true, "stderr: \(result.stderr)")
        // No protocol lines outside a host, and the log never mixes into the archive on stdout.
        #expect(!result.stderr.contains(VitrineLogRecord.marker + "\t"))
        #expect(!result.stdout.contains("vitrine-log") && !result.stdout.contains("[info]"))
    }

    @Test func dumpRedactsPrivateValuesUnlessAskedNotTo() async throws {
        let arguments = ["dump", "--kind", "com.mygame.character-detail", "--family", "small", "--view", "timeline"]
        let redacted = try await ProductRun.run("GameWidgets", arguments)
        #expect(redacted.status == 0, "stderr: \(redacted.stderr)")
        #expect(redacted.stderr.contains("[info] com.mygame.widgets/CharacterDetail: 4 entries until <private> is healed"), "\(redacted.stderr)")
        #expect(!redacted.stderr.contains("Panda"))
        let revealed = try await ProductRun.run("GameWidgets", arguments, environment: ["VITRINE_LOG_PRIVATE": "1"])
        #expect(revealed.stderr.contains("[info] com.mygame.widgets/CharacterDetail: 4 entries until Power Panda is healed"), "\(revealed.stderr)")
    }
}
