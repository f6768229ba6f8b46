import SwiftUI
import WidgetKit

struct SimpleEntry: TimelineEntry {
    let date: Date
    let value: Int
}

struct SimpleProvider: TimelineProvider {
    let value: Int

    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), value: value) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date(), value: value))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date(), value: value)], policy: .never))
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.multi.steps", provider: SimpleProvider(value: 8_412)) { entry in
            VStack {
                Image(systemName: "figure.walk").font(.title)
                Text("\(entry.value)").font(.title2.bold())
                Text("steps").font(.caption).foregroundStyle(.secondary)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall])
    }
}

struct SleepWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.multi.sleep", provider: SimpleProvider(value: 445)) { entry in
            HStack {
                Image(systemName: "bed.double.fill")
                Text("\(entry.value / 60)h \(entry.value % 60)m").font(.headline)
            }
            .containerBackground(.indigo.gradient, for: .widget)
            .foregroundStyle(.white)
        }
        .configurationDisplayName("Sleep")
        .supportedFamilies([.systemSmall, .accessoryInline])
    }
}

@available(iOS 17.0, *)
struct MindfulWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.multi.mindful", provider: SimpleProvider(value: 12)) { entry in
            Text("\(entry.value) min mindful")
                .containerBackground(.mint, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@main
struct HealthWidgetsBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        SleepWidget()
        if #available(iOS 17.0, *) {
            MindfulWidget()
        }
    }
}
