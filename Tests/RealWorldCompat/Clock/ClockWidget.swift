import SwiftUI
import WidgetKit

// TimelineView inside a widget: the view is drawn at the entry's date.

struct ClockEntry: TimelineEntry {
    let date: Date
    let city: String
    let timeZone: TimeZone
}

struct ClockProvider: TimelineProvider {
    // 2027-05-20 14:05 UTC
    let start = Date(timeIntervalSince1970: 1_810_821_900)

    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: start, city: "Tokyo", timeZone: TimeZone(identifier: "Asia/Tokyo")!) }
    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
        let entries = (0..<60).map { ClockEntry(date: start.addingTimeInterval(Double($0) * 60), city: "Tokyo", timeZone: TimeZone(identifier: "Asia/Tokyo")!) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct ClockView: View {
    let entry: ClockEntry

    var body: some View {
        TimelineView(.everyMinute) { context in
            VStack(spacing: 2) {
                Text(entry.city).font(.caption).foregroundColor(.secondary)
                Text(time(context.date))
                    .font(.system(size: 34, weight: .semibold, design: .rounded))
                    .monospacedDigit()
                Text(day(context.date)).font(.caption2)
            }
        }
    }

    private func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = entry.timeZone
        return formatter.string(from: date)
    }

    private func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE"
        formatter.timeZone = entry.timeZone
        return formatter.string(from: date)
    }
}

@main
struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WorldClock", provider: ClockProvider()) { entry in
            ClockView(entry: entry).containerBackground(.fill.secondary, for: .widget)
        }
        .configurationDisplayName("World Clock")
        .supportedFamilies([.systemSmall])
    }
}
