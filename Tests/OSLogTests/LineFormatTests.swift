import OSLog
import Testing

@Suite struct LineFormatTests {
    @Test func plainLine() {
        let record = VitrineLogRecord(level: .info, subsystem: "com.example.game", category: "Timeline", message: "built 3 entries")
        #expect(record.line == "vitrine-log\tinfo\tcom.example.game\tTimeline\tbuilt 3 entries")
        #expect(VitrineLogRecord.parse(record.line + "\n") == record)
        #expect(VitrineLogRecord.parse(record.line + "\r\n") == record)
        #expect(VitrineLogRecord.parse(record.line + "\n\n") == nil)  // one line at a time
    }

    @Test func tabsNewlinesAndBackslashesRoundTrip() {
        let record = VitrineLogRecord(
            level: .fault, subsystem: "a\tb", category: "c\\d",
            message: "line one\nline\ttwo\r\nend \\n literal \\")
        let line = record.line
        #expect(!line.contains("\n") && !line.contains("\r"))
        #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 5)
        #expect(line == "vitrine-log\tfault\ta\\tb\tc\\\\d\tline one\\nline\\ttwo\\r\\nend \\\\n literal \\\\")
        #expect(VitrineLogRecord.parse(line) == record)
    }

    @Test func emptyFieldsRoundTrip() {
        let record = VitrineLogRecord(level: .default, subsystem: "", category: "", message: "")
        #expect(VitrineLogRecord.parse(record.line) == record)
    }

    @Test func otherLinesAreNotRecords() {
        #expect(VitrineLogRecord.parse("Fatal error: Unexpectedly found nil") == nil)
        #expect(VitrineLogRecord.parse("vitrine-log\tinfo\tsub\tcat") == nil)  // a field short
        #expect(VitrineLogRecord.parse("vitrine-log\tinfo\tsub\tcat\tmsg\textra") == nil)  // raw tab in the message
        #expect(VitrineLogRecord.parse("vitrine-log\tloud\tsub\tcat\tmsg") == nil)  // unknown level
        #expect(VitrineLogRecord.parse("vitrine-log\tinfo\tsub\tcat\tbad \\x escape") == nil)
        #expect(VitrineLogRecord.parse("vitrine-log\tinfo\tsub\tcat\ttrailing \\") == nil)
        #expect(VitrineLogRecord.parse("vitrine-logx\tinfo\tsub\tcat\tmsg") == nil)
    }

    @Test func loggedMessagesBecomeParseableLines() {
        let records = captured(subsystem: "test.lines") {
            Logger(subsystem: "test.lines", category: "multi").notice("a\tb\nc \(7)")
        }
        #expect(records.count == 1)
        #expect(records.first.flatMap { VitrineLogRecord.parse($0.line) } == records.first)
        #expect(records.first?.message == "a\tb\nc 7")
    }

    @Test func textForAPerson() {
        #expect(VitrineLogRecord(level: .info, subsystem: "com.x", category: "network", message: "got 3").text == "[info] com.x/network: got 3")
        #expect(VitrineLogRecord(level: .error, subsystem: "com.x", category: "", message: "m").text == "[error] com.x: m")
        #expect(VitrineLogRecord(level: .fault, subsystem: "", category: "", message: "m").text == "[fault] m")
        #expect(VitrineLogRecord(level: .default, subsystem: "", category: "c", message: "m").text == "[default] c: m")
    }

    @Test func levelNamesRoundTrip() {
        for level in [OSLogType.default, .info, .debug, .error, .fault, OSLogType(0x7f)] {
            #expect(OSLogType(name: level.name) == level)
        }
        #expect(OSLogType(0x7f).name == "level-127")
        #expect(OSLogType(name: "loud") == nil)
    }
}
