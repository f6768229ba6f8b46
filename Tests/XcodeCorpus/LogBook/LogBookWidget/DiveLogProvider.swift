import Foundation
import OSLog
import WidgetKit

private let logger = Logger(subsystem: "com.example.logbook.widget", category: "DiveLogProvider")
private let legacyLog = OSLog(subsystem: "com.example.logbook.widget", category: "Storage")

struct DiveLogEntry: TimelineEntry {
    let date: Date
    let summary: DiveLogSummary
}

struct DiveLogProvider: TimelineProvider {
    func placeholder(in context: Context) -> DiveLogEntry {
        DiveLogEntry(date: .now, summary: DiveLogSummary(dives: []))
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (DiveLogEntry) -> Void) {
        logger.debug("Snapshot requested for \(String(describing: context.family), privacy: .public), preview: \(context.isPreview)")
        completion(DiveLogEntry(date: .now, summary: loadSummary()))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<DiveLogEntry>) -> Void) {
        let summary = loadSummary()
        logger.info("Timeline with \(summary.dives.count) dives; deepest \(summary.deepest, format: .fixed(precision: 1)) m")
        if let latest = summary.latest {
            logger.notice("Latest dive at \(latest.site, privacy: .private(mask: .hash))")
        }
        let next = Calendar.current.date(byAdding: .hour, value: 6, to: .now)!
        completion(Timeline(entries: [DiveLogEntry(date: .now, summary: summary)], policy: .after(next)))
    }

    private func loadSummary() -> DiveLogSummary {
        let defaults = UserDefaults(suiteName: "group.com.example.logbook")
        guard let data = defaults?.data(forKey: "dives") else {
            os_log("No dives saved in the App Group yet", log: legacyLog, type: .info)
            #if DEBUG
            return DiveLogSummary(dives: Dive.samples)
            #else
            return DiveLogSummary(dives: [])
            #endif
        }
        do {
            let dives = try JSONDecoder().decode([Dive].self, from: data)
            os_log("Loaded %d dives (%{public}@)", log: legacyLog, type: .debug, dives.count, "\(data.count) bytes")
            return DiveLogSummary(dives: dives)
        } catch {
            logger.error("Could not decode dives: \(error.localizedDescription, privacy: .public)")
            return DiveLogSummary(dives: [])
        }
    }
}
