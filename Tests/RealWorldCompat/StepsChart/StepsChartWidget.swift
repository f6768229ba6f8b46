import Charts
import SwiftUI
import WidgetKit

struct StepCount: Identifiable {
    let weekday: String
    let steps: Int
    let kind: String
    var id: String { weekday + kind }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let counts: [StepCount]
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    static let sample: [StepCount] = [
        ("Mon", 6_200, 1_800), ("Tue", 8_100, 900), ("Wed", 4_300, 2_600), ("Thu", 9_800, 1_200), ("Fri", 7_400, 3_100),
    ].flatMap { day, walking, running in
        [StepCount(weekday: day, steps: walking, kind: "Walking"), StepCount(weekday: day, steps: running, kind: "Running")]
    }

    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), counts: Self.sample, goal: 8_000) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

@main
struct StepsChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsChart", provider: StepsProvider()) { entry in
            Chart {
                ForEach(entry.counts) { count in
                    BarMark(x: .value("Day", count.weekday), y: .value("Steps", count.steps))
                        .foregroundStyle(by: .value("Activity", count.kind))
                        .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", entry.goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .foregroundStyle(.gray)
            }
            .chartLegend(position: .bottom)
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
