import Foundation

@testable import OSLog

/// Collects the records logged under one subsystem while `body` runs (other suites log too, in
/// the same process, so each test uses a subsystem of its own).
func captured(subsystem: String, _ body: () -> Void) -> [VitrineLogRecord] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var records: [VitrineLogRecord] = []
    }
    let box = Box()
    let token = LogOutput.addObserver { record in
        guard record.subsystem == subsystem else { return }
        box.lock.lock(); box.records.append(record); box.lock.unlock()
    }
    body()
    LogOutput.removeObserver(token)
    box.lock.lock(); defer { box.lock.unlock() }
    return box.records
}

/// The text a message is written as, with private values redacted.
func text(_ message: OSLogMessage) -> String { message.rendered(revealingPrivate: false) }
