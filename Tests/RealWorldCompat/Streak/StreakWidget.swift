import SwiftUI
import WidgetKit

// Lock Screen widgets that hide private data when the device is locked.

struct StreakEntry: TimelineEntry {
    let date: Date
    let days: Int
    let lastWorkout: String
}

struct StreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> StreakEntry { StreakEntry(date: Date(), days: 0, lastWorkout: "—") }
    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(StreakEntry(date: Date(), days: 17, lastWorkout: "5 km run"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .atEnd)) }
    }
}

struct StreakView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.redactionReasons) var redactionReasons
    let entry: StreakEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 1) {
                Label("\(entry.days)-day streak", systemImage: "flame.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.lastWorkout)
                    .privacySensitive()
                if redactionReasons.contains(.privacy) {
                    Text("Unlock to see more").font(.caption2)
                }
            }
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "flame.fill")
                    Text("\(entry.days)").font(.headline)
                }
            }
        default:
            ViewThatFits {
                Text("🔥 \(entry.days) days · \(entry.lastWorkout)")
                Text("🔥 \(entry.days) days")
            }
        }
    }
}

@main
struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Streak", provider: StreakProvider()) { entry in
            StreakView(entry: entry).containerBackground(for: .widget) {}
        }
        .configurationDisplayName("Streak")
        .supportedFamilies([.accessoryRectangular, .accessoryCircular, .accessoryInline])
    }
}
