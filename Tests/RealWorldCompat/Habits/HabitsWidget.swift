import SwiftUI
import WidgetKit

// Settings the app writes to the shared suite; the widget reads them with @AppStorage.
let sharedDefaults = UserDefaults(suiteName: "group.com.example.habits")!

struct HabitEntry: TimelineEntry {
    let date: Date
    let done: Int
    let goal: Int
}

struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), done: 3, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        if sharedDefaults.object(forKey: "glassesToday") == nil {
            sharedDefaults.set(5, forKey: "glassesToday")
        }
        completion(HabitEntry(date: Date(), done: sharedDefaults.integer(forKey: "glassesToday"), goal: 8))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .atEnd)) }
    }
}

struct HabitsEntryView: View {
    @Environment(\.widgetFamily) private var family
    @AppStorage("habitName", store: sharedDefaults) private var habitName = "Water"
    let entry: HabitEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.done), in: 0...Double(entry.goal)) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.done)")
            }
            .gaugeStyle(.accessoryCircular)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(habitName).font(.headline).widgetAccentable()
                Text("\(entry.done) of \(entry.goal) glasses")
                ProgressView(value: Double(entry.done), total: Double(entry.goal))
            }
        case .accessoryInline:
            Label("\(entry.done)/\(entry.goal) \(habitName)", systemImage: "drop.fill")
        default:
            VStack(spacing: 8) {
                Text(habitName).font(.headline)
                Gauge(value: Double(entry.done), in: 0...Double(entry.goal)) {
                    Text("Glasses")
                } currentValueLabel: {
                    Text("\(entry.done)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.blue)
                Text("Goal: \(entry.goal)").font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

@main
struct HabitsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HabitsWidget", provider: HabitProvider()) { entry in
            HabitsEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Habits")
        .description("Track a daily habit.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
