internal import ExtensionProtocol

/// The level of a log message, as Apple's unified logging names them.
///
/// `Logger.notice` logs at ``default``, `trace` at ``debug``, `warning` at ``error`` and
/// `critical` at ``fault``, as on Apple's platforms.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The numeric level (Apple's values: 0 default, 1 info, 2 debug, 16 error, 17 fault).
    public let rawValue: UInt8

    /// A level from its numeric value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A level from its numeric value, as `OSLogType(0x10)` is written in C-style code.
    public init(_ type: UInt8) { self.rawValue = type }

    /// Messages worth keeping: the level of `Logger.log(_:)` and `notice(_:)`.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful, not essential information.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful only while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error the process ran into.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug or a state the code should never reach.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The name the log line carries for this level: `default`, `info`, `debug`, `error`,
    /// `fault`, or `level-N` for a value Apple does not name.
    public var name: String { ExtensionLogLevel(rawValue: rawValue).name }

    /// The level a log line names (the inverse of ``name``), or nil for a name it never writes.
    public init?(name: String) {
        guard let level = ExtensionLogLevel(name: name) else { return nil }
        self.init(rawValue: level.rawValue)
    }
}
