import os

/// A logger declared with `import os` alone, as much Apple code does (Logger lives in `os` there);
/// Foundation comes with it too.
let onlyOsLogger = Logger(subsystem: "test.os", category: "ImportOs")

func logFromOnlyOs(_ value: String) -> URL {
    onlyOsLogger.error("failed to load \(value, privacy: .private)")
    os_log("legacy %{public}@", log: OSLog(subsystem: "test.os", category: "Legacy"), type: .info, value as NSString)
    return URL(fileURLWithPath: "/tmp")
}
