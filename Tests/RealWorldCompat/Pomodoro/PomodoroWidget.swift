import SwiftUI
import WidgetKit

// Timer text and a timer-driven progress view, updating without new entries.

struct FocusEntry: TimelineEntry {
    let date: Date
    let session: ClosedRange<Date>
    let task: String
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        let start = Date()
        return FocusEntry(date: start, session: start...start.addingTimeInterval(25 * 60), task: "Focus")
    }
    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> Void) {
        let start = Date()
        let entry = FocusEntry(date: start, session: start...start.addingTimeInterval(25 * 60), task: "Write report")
        completion(Timeline(entries: [entry], policy: .after(entry.session.upperBound)))
    }
}

@main
struct PomodoroWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Pomodoro", provider: FocusProvider()) { entry in
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.task).font(.headline)
                ProgressView(timerInterval: entry.session, countsDown: true) {
                    Text("Remaining")
                } currentValueLabel: {
                    Text(timerInterval: entry.session, countsDown: true)
                }
                .tint(.red)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Pomodoro")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
