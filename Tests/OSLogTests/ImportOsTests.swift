import OSLog
import Testing

@Suite struct ImportOsTests {
    @Test func aFileThatImportsOnlyOsLogsThroughTheSameOutput() {
        let records = captured(subsystem: "test.os") { _ = logFromOnlyOs("prices.json") }
        #expect(
            records == [
                VitrineLogRecord(level: .error, subsystem: "test.os", category: "ImportOs", message: "failed to load <private>"),
                VitrineLogRecord(level: .info, subsystem: "test.os", category: "Legacy", message: "legacy prices.json"),
            ])
    }
}
