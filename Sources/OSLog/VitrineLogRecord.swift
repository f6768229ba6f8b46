internal import ExtensionProtocol

/// One log message as it leaves an extension: one line on standard error,
///
///     vitrine-log<TAB>level<TAB>subsystem<TAB>category<TAB>message
///
/// where level is an ``OSLogType/name`` and each field escapes `\` as `\\`, tab as `\t`,
/// newline as `\n` and carriage return as `\r`, so a line never holds a raw tab or line break
/// of its own. The format belongs to the extension protocol (the host parses the same lines);
/// this is that record with Apple's level type. Any other line is ordinary output.
public struct VitrineLogRecord: Equatable, Hashable, Sendable {
    /// The first field of every log line.
    public static let marker = ExtensionLogRecord.marker

    /// The message's level.
    public var level: OSLogType
    /// The logger's subsystem (empty for `Logger()` and `OSLog.default`).
    public var subsystem: String
    /// The logger's category (empty for `Logger()` and `OSLog.default`).
    public var category: String
    /// The message text, already redacted.
    public var message: String

    /// A record from its parts.
    public init(level: OSLogType, subsystem: String, category: String, message: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        self.message = message
    }

    var shared: ExtensionLogRecord {
        ExtensionLogRecord(level: ExtensionLogLevel(rawValue: level.rawValue), subsystem: subsystem, category: category, message: message)
    }

    /// The record as one line, without the trailing newline.
    public var line: String { shared.line }

    /// The record for a person, as `vitrine preview` and `dump` print it:
    /// `[info] com.example.game/Timeline: message`.
    public var text: String { shared.text }

    /// The record a log line holds, or nil when the line is not one (another program's output,
    /// a truncated line, an unknown level or a malformed escape). A trailing `\n` or `\r\n` is
    /// ignored.
    public static func parse<S: StringProtocol>(_ line: S) -> VitrineLogRecord? {
        guard let record = ExtensionLogRecord.parse(line) else { return nil }
        return VitrineLogRecord(
            level: OSLogType(rawValue: record.level.rawValue), subsystem: record.subsystem, category: record.category, message: record.message)
    }
}
