import Foundation
import OSLog
import Testing

@Suite struct LoggerTests {
    @Test func everyMethodLogsAtApplesLevel() {
        let logger = Logger(subsystem: "test.levels", category: "Provider")
        let records = captured(subsystem: "test.levels") {
            logger.debug("d"); logger.trace("t"); logger.info("i"); logger.notice("n"); logger.log("l")
            logger.error("e"); logger.warning("w"); logger.fault("f"); logger.critical("c")
            logger.log(level: .info, "li")
        }
        #expect(records.map(\.message) == ["d", "t", "i", "n", "l", "e", "w", "f", "c", "li"])
        #expect(records.map(\.level) == [.debug, .debug, .info, .default, .default, .error, .error, .fault, .fault, .info])
        #expect(records.allSatisfy { $0.category == "Provider" })
    }

    @Test func loggerFromAnOSLogUsesItsSubsystemAndCategory() {
        let log = OSLog(subsystem: "test.oslog", category: "Legacy")
        let records = captured(subsystem: "test.oslog") { Logger(log).error("boom \(3)") }
        #expect(records == [VitrineLogRecord(level: .error, subsystem: "test.oslog", category: "Legacy", message: "boom 3")])
    }

    @Test func redactionAppliesToWrittenRecords() {
        let secret = "hunter2"
        let records = captured(subsystem: "test.redact") {
            Logger(subsystem: "test.redact", category: "c").info("password \(secret) length \(secret.count)")
        }
        #expect(records.map(\.message) == ["password <private> length 7"])
    }

    @Test func disabledLogWritesNothing() {
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        #expect(OSLog(subsystem: "a", category: "b").isEnabled(type: .debug))
    }

    @Test func levelNamesRoundTrip() {
        for level in [OSLogType.default, .info, .debug, .error, .fault, OSLogType(0x42)] {
            #expect(OSLogType(name: level.name) == level)
        }
        #expect(OSLogType(name: "warning") == nil)
        #expect(OSLogType.error.rawValue == 0x10)
    }

    @Test func importingOSLogAloneSeesFoundation() {
        // This file imports Foundation too, so the check is in OnlyOSLog.swift; it compiles only if
        // OSLog re-exports Foundation.
        #expect(bundleName().isEmpty == false)
    }
}
