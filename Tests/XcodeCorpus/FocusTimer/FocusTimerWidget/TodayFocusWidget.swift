import SwiftUI
import WidgetKit

struct FocusSummaryEntry: TimelineEntry {
    let date: Date
    let rounds: Int
    let minutes: Int
}

struct FocusSummaryProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.com.example.focustimer")

    func placeholder(in context: Context) -> FocusSummaryEntry {
        FocusSummaryEntry(date: .now, rounds: 3, minutes: 75)
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusSummaryEntry) -> Void) {
        completion(currentEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusSummaryEntry>) -> Void) {
        completion(Timeline(entries: [currentEntry()], policy: .never))
    }

    private func currentEntry() -> FocusSummaryEntry {
        let rounds = defaults?.integer(forKey: "roundsToday") ?? 0
        return FocusSummaryEntry(date: .now, rounds: rounds, minutes: rounds * 25)
    }
}

struct TodayFocusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodayFocus", provider: FocusSummaryProvider()) { entry in
            VStack(alignment: .leading, spacing: 6) {
                Label("Today", systemImage: "timer").font(.headline).foregroundStyle(.orange)
                Text("\(entry.rounds)")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                Text(entry.rounds == 1 ? "round" : "rounds").font(.caption)
                Spacer(minLength: 0)
                Text("\(entry.minutes) min focused").font(.caption2).foregroundStyle(.secondary)
                RoundDots(completed: entry.rounds % 4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.orange.opacity(0.12), for: .widget)
        }
        .configurationDisplayName("Focus Today")
        .description("Pomodoro rounds finished today.")
        .supportedFamilies([.systemSmall])
    }
}

@main
struct FocusTimerWidgetBundle: WidgetBundle {
    var body: some Widget {
        TodayFocusWidget()
        FocusLiveActivity()
    }
}
