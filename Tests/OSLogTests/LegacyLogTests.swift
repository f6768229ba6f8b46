import Foundation
import Testing

@testable import OSLog

@Suite struct LegacyLogTests {
    @Test func formatPrivacyDefaults() {
        let name = "Alice" as NSString
        #expect(LegacyFormat.render("%d items for %@ at %.1f%%", [3, name, 99.5], revealingPrivate: false) == "3 items for <private> at 99.5%")
        #expect(LegacyFormat.render("%{public}@ / %{private}d / %{public}ld", [name, 5, 6], revealingPrivate: false) == "Alice / <private> / 6")
        #expect(LegacyFormat.render("%{private}@", [name], revealingPrivate: true) == "Alice")
        let hashed = LegacyFormat.render("%{private, mask.hash}@", [name], revealingPrivate: false)
        #expect(hashed.hasPrefix("<mask.hash: '") && !hashed.contains("Alice"))
    }

    @Test func defaultLogForms() {
        // OSLog.default has an empty subsystem; other suites may log there too, so match by text.
        let marker = UUID().uuidString
        let records = captured(subsystem: "") {
            os_log("plain default %{public}@", marker as NSString)
            os_log("interpolated default \(marker, privacy: .public)")
        }.filter { $0.message.contains(marker) }
        #expect(records.map(\.message) == ["plain default \(marker)", "interpolated default \(marker)"])
        #expect(records.allSatisfy { $0.level == .default && $0.category == "" })
    }

    @Test func missingArgumentsStayAsWritten() {
        #expect(LegacyFormat.render("a %d b %{public}s", [1], revealingPrivate: false) == "a 1 b %{public}s")
        #expect(LegacyFormat.render("100%", [], revealingPrivate: false) == "100%")
    }

    @Test func osLogFormsWriteRecords() {
        let log = OSLog(subsystem: "test.oslegacy", category: "Widget")
        let records = captured(subsystem: "test.oslegacy") {
            os_log("reloaded %d timelines", log: log, type: .info, 2)
            os_log("plain", log: log)
            os_log(.error, log: log, "failed for %{public}@", "Leaderboard" as NSString)
            let user = "ana", count = 3
            os_log(.fault, log: log, "interpolated \(count) for \(user)")
            os_log(log: log, "default level \(user, privacy: .public)")
        }
        #expect(
            records == [
                VitrineLogRecord(level: .info, subsystem: "test.oslegacy", category: "Widget", message: "reloaded 2 timelines"),
                VitrineLogRecord(level: .default, subsystem: "test.oslegacy", category: "Widget", message: "plain"),
                VitrineLogRecord(level: .error, subsystem: "test.oslegacy", category: "Widget", message: "failed for Leaderboard"),
                VitrineLogRecord(level: .fault, subsystem: "test.oslegacy", category: "Widget", message: "interpolated 3 for <private>"),
                VitrineLogRecord(level: .default, subsystem: "test.oslegacy", category: "Widget", message: "default level ana"),
            ])
    }
}
