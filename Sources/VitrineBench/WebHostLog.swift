import Foundation
import VitrineHost
import WidgetScheduler

/// What the host did during one round of `vitrine-bench web`, seen from its change observer
/// (called on the host's actor, so it only stamps and counts): reloads issued and why, the
/// first `widgets` change (when pages are told), and when each widget's new timeline was shown.
final class WebHostLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issued: [Int64: UInt64] = [:]
    private var issuedCount = 0
    private var reasons: [String: Int] = [:]
    private var firstWidgets: UInt64 = 0
    private var shownNew: [Int64: UInt64] = [:]
    /// Per widget, a date past the old timeline's last entry and before the new one's first: a
    /// widget shown with a later entry date shows the new timeline.
    private var newTimelineAfter: [Int64: Date] = [:]

    func reset(newTimelineAfter: [Int64: Date] = [:]) {
        lock.lock()
        defer { lock.unlock() }
        issued = [:]
        issuedCount = 0
        reasons = [:]
        firstWidgets = 0
        shownNew = [:]
        self.newTimelineAfter = newTimelineAfter
    }

    func record(_ change: HostChange) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        switch change {
        case .flight(let event) where event.kind == .issued:
            issuedCount += 1
            reasons[event.reason?.description ?? "?", default: 0] += 1
            if issued[event.instance.rawValue] == nil { issued[event.instance.rawValue] = now }
        case .widgets(let widgets):
            if firstWidgets == 0 { firstWidgets = now }
            for widget in widgets {
                guard let date = widget.entryDate, let after = newTimelineAfter[widget.id], date > after, shownNew[widget.id] == nil else { continue }
                shownNew[widget.id] = now
            }
        default:
            break
        }
    }

    var reloadsIssued: Int { lock.withLock { issuedCount } }
    /// "policyAtEnd ×50", sorted by reason.
    var reasonSummary: String {
        lock.withLock { reasons.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") }
    }
    var pagesToldAt: UInt64 { lock.withLock { firstWidgets } }
    var issuedAt: [Int64: UInt64] { lock.withLock { issued } }
    var newTimelineShownAt: [Int64: UInt64] { lock.withLock { shownNew } }
}
