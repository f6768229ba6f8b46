/// One log message as it leaves an extension: one line on standard error,
///
///     vitrine-log<TAB>level<TAB>subsystem<TAB>category<TAB>message
///
/// where level is an ``OSLogType/name`` and each field escapes `\` as `\\`, tab as `\t`,
/// newline as `\n` and carriage return as `\r`, so a line never holds a raw tab or line break
/// of its own. The host reads an extension's standard error and turns these lines back into
/// records with ``parse(_:)``; any other line is ordinary output.
public struct VitrineLogRecord: Equatable, Hashable, Sendable {
    /// The first field of every log line.
    public static let marker = "vitrine-log"

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

    /// The record as one line, without the trailing newline.
    public var line: String {
        [Self.marker, level.name, Self.escape(subsystem), Self.escape(category), Self.escape(message)].joined(separator: "\t")
    }

    /// The record a log line holds, or nil when the line is not one (another program's output,
    /// a truncated line, an unknown level or a malformed escape). A trailing `\n` or `\r\n` is
    /// ignored.
    public static func parse<S: StringProtocol>(_ line: S) -> VitrineLogRecord? {
        var text = Substring(line)
        // By scalars: "\r\n" is one Character, so Character-wise hasSuffix("\n") misses it.
        if text.unicodeScalars.last == "\n" { text = Substring(text.unicodeScalars.dropLast()) }
        if text.unicodeScalars.last == "\r" { text = Substring(text.unicodeScalars.dropLast()) }
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0] == marker, let level = OSLogType(name: String(fields[1])),
            let subsystem = unescape(fields[2]), let category = unescape(fields[3]), let message = unescape(fields[4])
        else { return nil }
        return VitrineLogRecord(level: level, subsystem: subsystem, category: category, message: message)
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func unescape(_ field: Substring) -> String? {
        var out = ""
        var escaping = false
        for scalar in field.unicodeScalars {
            if escaping {
                switch scalar {
                case "\\": out += "\\"
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: return nil
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar == "\n" || scalar == "\r" {
                return nil
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return escaping ? nil : out
    }
}
