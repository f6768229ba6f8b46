import Charts
import SwiftUI
import WidgetKit

struct SleepStage: Identifiable {
    let stage: String
    let start: Date
    let end: Date
    var id: Date { start }
}

struct SleepEntry: TimelineEntry {
    let date: Date
    let stages: [SleepStage]
}

struct SleepProvider: TimelineProvider {
    // 2027-01-09 23:00 UTC
    static let bedtime = Date(timeIntervalSince1970: 1_799_535_600)

    static func night() -> [SleepStage] {
        let plan: [(String, Double)] = [
            ("Awake", 0.2), ("Core", 1.3), ("Deep", 0.9), ("REM", 0.5), ("Core", 1.6), ("Deep", 0.6), ("REM", 0.9), ("Core", 1.2), ("Awake", 0.1),
        ]
        var cursor = bedtime
        return plan.map { stage, hours in
            defer { cursor = cursor.addingTimeInterval(hours * 3600) }
            return SleepStage(stage: stage, start: cursor, end: cursor.addingTimeInterval(hours * 3600))
        }
    }

    func placeholder(in context: Context) -> SleepEntry { SleepEntry(date: Self.bedtime, stages: Self.night()) }
    func getSnapshot(in context: Context, completion: @escaping (SleepEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SleepEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

@main
struct SleepWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SleepStages", provider: SleepProvider()) { entry in
            VStack(alignment: .leading) {
                Text("Sleep · 7h 18m").font(.headline)
                Chart(entry.stages) { stage in
                    RectangleMark(
                        xStart: .value("Start", stage.start), xEnd: .value("End", stage.end),
                        y: .value("Stage", stage.stage)
                    )
                    .foregroundStyle(by: .value("Stage", stage.stage))
                    .cornerRadius(2)
                }
                .chartForegroundStyleScale(["Awake": Color.orange, "REM": Color.cyan, "Core": Color.blue, "Deep": Color.indigo])
                .chartLegend(.hidden)
                .chartXAxis(.hidden)
                .chartPlotStyle { plot in
                    plot.background(Color.gray.opacity(0.08))
                }
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Sleep Stages")
        .supportedFamilies([.systemMedium])
    }
}
