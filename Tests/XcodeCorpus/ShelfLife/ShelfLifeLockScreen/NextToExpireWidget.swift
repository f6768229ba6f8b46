import SwiftUI
import WidgetKit

struct NextToExpireEntry: TimelineEntry {
    let date: Date
    let item: PantryItem?
    let count: Int
}

struct NextToExpireProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextToExpireEntry {
        NextToExpireEntry(
            date: .now, item: PantryItem(name: "Milk", emoji: "🥛", expiresOn: .now), count: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (NextToExpireEntry) -> Void) {
        completion(entry(at: .now))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NextToExpireEntry>) -> Void) {
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [entry(at: .now)], policy: .after(midnight)))
    }

    private func entry(at date: Date) -> NextToExpireEntry {
        let soon = PantryItem.load().filter { (0...3).contains($0.daysLeft(from: date)) }
        return NextToExpireEntry(date: date, item: soon.min { $0.expiresOn < $1.expiresOn }, count: soon.count)
    }
}

struct NextToExpireView: View {
    let entry: NextToExpireEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            if let item = entry.item {
                Text("\(item.emoji) \(item.name) \(daysText(item))")
            } else {
                Text("Pantry is fresh")
            }
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Text("\(entry.count)").font(.title2.bold())
                    Text("soon").font(.caption2)
                }
            }
        default:
            VStack(alignment: .leading) {
                Label("Use soon", systemImage: "refrigerator").font(.headline).widgetAccentable()
                if let item = entry.item {
                    Text("\(item.emoji) \(item.name) · \(daysText(item))").lineLimit(2)
                } else {
                    Text("Nothing expiring").font(.caption)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private func daysText(_ item: PantryItem) -> String {
        let days = item.daysLeft(from: entry.date)
        return days == 0 ? "expires today" : "in \(days)d"
    }
}

@main
struct NextToExpireWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextToExpire", provider: NextToExpireProvider()) { entry in
            NextToExpireView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Next to Expire")
        .description("On your Lock Screen: what to use first.")
        #if LOCK_SCREEN
        .supportedFamilies([.accessoryInline, .accessoryCircular, .accessoryRectangular])
        #endif
    }
}
