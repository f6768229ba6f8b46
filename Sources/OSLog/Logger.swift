/// Writes messages to the log, as Apple's `Logger` (iOS 14): each message is one line on the
/// extension's standard error with its level, subsystem and category, which the host keeps in
/// the widget's flight record. Interpolated strings and objects are redacted unless marked
/// `privacy: .public` (see ``OSLogPrivacy``).
public struct Logger: @unchecked Sendable {
    let log: OSLog

    /// A logger for the process's default subsystem and category.
    public init() { self.log = .default }

    /// A logger for `subsystem` (usually the bundle identifier) and `category`.
    public init(subsystem: String, category: String) { self.log = OSLog(subsystem: subsystem, category: category) }

    /// A logger that writes to an existing ``OSLog``.
    public init(_ logObj: OSLog) { self.log = logObj }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        log.write(level, message.rendered(revealingPrivate: LogOutput.revealsPrivate))
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the default level (`notice` is Apple's name for it).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the debug level (Apple's `trace` is `debug`).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the error level (Apple's `warning` is `error`).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Writes `message` at the fault level (Apple's `critical` is `fault`).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
}
