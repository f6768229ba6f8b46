/// A log handle from before `Logger` (iOS 10): a subsystem and a category, used with
/// `os_log(_:log:type:_:)` or `Logger(_:)`.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, usually the bundle identifier in reverse-DNS form.
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String
    let enabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
    }

    private init(disabledLog: ()) {
        self.subsystem = ""
        self.category = ""
        self.enabled = false
    }

    /// The process's default log (empty subsystem and category).
    public static let `default` = OSLog(subsystem: "", category: "")

    /// A log that writes nothing.
    public static let disabled = OSLog(disabledLog: ())

    /// Whether messages of `type` are written (all levels are, except on ``disabled``).
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Writes `message` at `level` unless this log is disabled.
    func write(_ level: OSLogType, _ message: @autoclosure () -> String) {
        guard enabled else { return }
        LogOutput.emit(VitrineLogRecord(level: level, subsystem: subsystem, category: category, message: message()))
    }
}
