/// One log message as it leaves an extension launched by a host: one line on its standard error,
///
///     vitrine-log<TAB>level<TAB>subsystem<TAB>category<TAB>message
///
/// where level is an ``ExtensionLogLevel/name`` and each field escapes `\` as `\\`, tab as `\t`,
/// newline as `\n` and carriage return as `\r`, so a line never holds a raw tab or line break
/// of its own. `OSLog` writes these lines (its `VitrineLogRecord` is this record with Apple's
/// level type); the extension host reads them back with ``parse(_:)``. Any other line on
/// standard error is ordinary output.
public struct ExtensionLogRecord: Equatable, Hashable, Sendable {
    /// The first field of every log line.
    public static let marker = "vitrine-log"

    /// The message's level.
    public var level: ExtensionLogLevel
    /// The logger's subsystem (empty for `Logger()` and `OSLog.default`).
    public var subsystem: String
    /// The logger's category (empty for `Logger()` and `OSLog.default`).
    public var category: String
    /// The message text, already redacted by the extension.
    public var message: String

    /// A record from its parts.
    public init(level: ExtensionLogLevel, subsystem: String, category: String, message: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        self.message = message
    }

    /// The record as one line, without the trailing newline.
    public var line: String {
        [Self.marker, level.name, Self.escape(subsystem), Self.escape(category), Self.escape(message)].joined(separator: "\t")
    }

    /// The record for a person: `[info] com.example.game/Timeline: message`. The source is
    /// `subsystem/category`, either alone when the other is empty, and left out when both are.
    public var text: String {
        let source = [subsystem, category].filter { !$0.isEmpty }.joined(separator: "/")
        return "[\(level.name)] " + (source.isEmpty ? message : source + ": " + message)
    }

    /// The record a log line holds, or nil when the line is not one (another program's output,
    /// a truncated line, an unknown level or a malformed escape). A trailing `\n` or `\r\n` is
    /// ignored.
    public static func parse<S: StringProtocol>(_ line: S) -> ExtensionLogRecord? {
        var text = Substring(line)
        // By scalars: "\r\n" is one Character, so Character-wise hasSuffix("\n") misses it.
        if text.unicodeScalars.last == "\n" { text = Substring(text.unicodeScalars.dropLast()) }
        if text.unicodeScalars.last == "\r" { text = Substring(text.unicodeScalars.dropLast()) }
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0] == marker, let level = ExtensionLogLevel(name: String(fields[1])),
            let subsystem = unescape(fields[2]), let category = unescape(fields[3]), let message = unescape(fields[4])
        else { return nil }
        return ExtensionLogRecord(level: level, subsystem: subsystem, category: category, message: message)
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

/// A log message's level, with the numeric values and names of Apple's unified logging
/// (`OSLogType` in the author-facing module).
public struct ExtensionLogLevel: Equatable, Hashable, RawRepresentable, Sendable {
    /// The numeric level (0 default, 1 info, 2 debug, 16 error, 17 fault).
    public let rawValue: UInt8

    /// A level from its numeric value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `Logger.log` and `notice`.
    public static let `default` = ExtensionLogLevel(rawValue: 0x00)
    /// `Logger.info`.
    public static let info = ExtensionLogLevel(rawValue: 0x01)
    /// `Logger.debug` and `trace`.
    public static let debug = ExtensionLogLevel(rawValue: 0x02)
    /// `Logger.error` and `warning`.
    public static let error = ExtensionLogLevel(rawValue: 0x10)
    /// `Logger.fault` and `critical`.
    public static let fault = ExtensionLogLevel(rawValue: 0x11)

    /// The name a log line carries: `default`, `info`, `debug`, `error`, `fault`, or
    /// `level-N` for a value Apple does not name.
    public var name: String {
        switch rawValue {
        case 0x00: return "default"
        case 0x01: return "info"
        case 0x02: return "debug"
        case 0x10: return "error"
        case 0x11: return "fault"
        default: return "level-\(rawValue)"
        }
    }

    /// The level a log line names (the inverse of ``name``), or nil for a name never written.
    public init?(name: String) {
        switch name {
        case "default": self = .default
        case "info": self = .info
        case "debug": self = .debug
        case "error": self = .error
        case "fault": self = .fault
        default:
            guard name.hasPrefix("level-"), let value = UInt8(name.dropFirst(6)) else { return nil }
            self.init(rawValue: value)
        }
    }
}

extension ExtensionProtocol {
    /// When `1` in an extension's environment, its log messages show private values in clear
    /// (development only; Apple's equivalent is a logging profile that enables private data).
    /// A host sets it only when its user asks (`vitrine serve --log-private`).
    public static let logPrivateEnvironmentKey = "VITRINE_LOG_PRIVATE"
}
