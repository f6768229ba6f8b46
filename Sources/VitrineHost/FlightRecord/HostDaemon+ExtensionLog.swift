import ExtensionHost
import ExtensionProtocol
import Foundation
import VitrineStore

/// Collects the log batches an `ExtensionHost` request hands to its `onLog` callback, which
/// runs on the extension host's actor, for the daemon to record once the request returns.
final class ExtensionLogInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [ExtensionLogBatch] = []

    /// The callback to pass as a request's `onLog`.
    var callback: @Sendable (ExtensionLogBatch) -> Void {
        { [self] batch in
            guard !batch.isEmpty else { return }
            lock.withLock { batches.append(batch) }
        }
    }

    /// Everything received so far, emptied.
    func take() -> [ExtensionLogBatch] {
        lock.withLock {
            defer { batches = [] }
            return batches
        }
    }
}

extension HostDaemon {
    /// The event name of an extension's log message in the flight record.
    static let logEvent = "log"

    /// Records an extension's log messages in the flight record: in `instance`'s when the
    /// request was for one (its snapshot or timeline), else app-wide under `appID` (`describe`
    /// at install, gallery snapshots). Each message is one `log` line: the level in `reason`,
    /// the text in `detail`, with the logger's subsystem and category; the host's per-request
    /// limits, when they cut or dropped anything, add one `note` line that says how much.
    /// Best effort, as other notes: a store that refuses the lines loses them.
    func recordExtensionLog(_ batches: [ExtensionLogBatch], instance: Int64?, appID: String?, request: String) {
        guard !batches.isEmpty else { return }
        let now = clock.now
        let app = appID ?? instance.flatMap { catalog.instance($0)?.appID }
        var lines: [ReloadEventRecord] = []
        for batch in batches {
            for record in batch.records {
                lines.append(
                    ReloadEventRecord(
                        instanceID: instance, appID: app, date: now, event: Self.logEvent, reason: record.level.name, detail: record.message,
                        subsystem: record.subsystem, category: record.category))
            }
            if let note = batch.limitNote {
                lines.append(ReloadEventRecord(instanceID: instance, appID: app, date: now, event: "note", reason: "logLimit", detail: "\(request): \(note)"))
            }
        }
        do {
            try store.record(events: lines)
        } catch {
            log("could not record \(lines.count) log lines of the extension: \(error)")
        }
    }
}
