import SwiftUI
import WidgetKit

#if os(iOS)
import UIKit
#elseif os(watchOS)
import WatchKit
#endif

struct PantryEntry: TimelineEntry {
    let date: Date
    let items: [PantryItem]
}

struct PantryProvider: TimelineProvider {
    func placeholder(in context: Context) -> PantryEntry {
        PantryEntry(date: .now, items: Array(PantryItem.load().prefix(3)))
    }

    func getSnapshot(in context: Context, completion: @escaping (PantryEntry) -> Void) {
        completion(entry(at: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PantryEntry>) -> Void) {
        let now = Date.now
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: now))!
        completion(Timeline(entries: [entry(at: now), entry(at: tomorrow)], policy: .atEnd))
    }

    private func entry(at date: Date) -> PantryEntry {
        let soon = PantryItem.load()
            .filter { $0.daysLeft(from: date) >= 0 }
            .sorted { $0.expiresOn < $1.expiresOn }
        return PantryEntry(date: date, items: soon)
    }
}

struct ShelfLifeEntryView: View {
    let entry: PantryEntry
    @Environment(\.widgetFamily) private var family

    private var rowCount: Int {
        #if os(watchOS)
        return 2
        #else
        return family == .systemSmall ? 3 : 4
        #endif
    }

    private var accent: Color {
        #if os(iOS)
        Color(uiColor: .systemGreen)
        #else
        .green
        #endif
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Use soon").font(.headline).foregroundStyle(accent)
            if entry.items.isEmpty {
                Text("Nothing expiring").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(entry.items.prefix(rowCount)) { item in
                HStack {
                    Text("\(item.emoji) \(item.name)").lineLimit(1)
                    Spacer()
                    Text(label(for: item.daysLeft(from: entry.date)))
                        .foregroundStyle(item.daysLeft(from: entry.date) <= 1 ? .red : .secondary)
                }
                .font(.caption)
            }
            Spacer(minLength: 0)
            #if DEBUG && targetEnvironment(simulator)
            Text("Simulator · sample pantry").font(.system(size: 9)).foregroundStyle(.tertiary)
            #endif
        }
    }

    private func label(for days: Int) -> String {
        switch days {
        case 0: "today"
        case 1: "tomorrow"
        default: "\(days) days"
        }
    }
}

@main
struct ShelfLifeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShelfLifeWidget", provider: PantryProvider()) { entry in
            #if WIDGET_EXTENSION
            ShelfLifeEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
            #else
            Text("Widget extension only")
            #endif
        }
        .configurationDisplayName("Expiring Soon")
        .description("What to use up before it goes off.")
        #if os(watchOS)
        .supportedFamilies([.accessoryRectangular])
        #else
        .supportedFamilies([.systemSmall, .systemMedium])
        #endif
    }
}
