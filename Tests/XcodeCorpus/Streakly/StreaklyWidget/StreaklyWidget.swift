import SwiftUI
import WidgetKit

struct StreakEntry: TimelineEntry {
    let date: Date
}

struct StreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> StreakEntry { StreakEntry(date: .now) }

    func getSnapshot(in context: Context, completion: @escaping (StreakEntry) -> Void) {
        completion(StreakEntry(date: .now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StreakEntry>) -> Void) {
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: .now))!
        completion(Timeline(entries: [StreakEntry(date: .now)], policy: .after(tomorrow)))
    }
}

struct StreakView: View {
    let entry: StreakEntry
    @Environment(\.widgetFamily) private var family
    @AppStorage("habitName", store: HabitHistory.suite) private var habitName = "Read 20 pages"
    @AppStorage("completedDays", store: HabitHistory.suite) private var completedDays = ""

    private var done: Set<String> {
        HabitHistory.days(from: completedDays.isEmpty ? HabitHistory.sample(endingAt: entry.date) : completedDays)
    }

    private var lastSevenDays: [Date] {
        (0..<7).reversed().compactMap { Calendar.current.date(byAdding: .day, value: -$0, to: entry.date) }
    }

    var body: some View {
        let streak = HabitHistory.streak(in: done, endingAt: entry.date)
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "flame.fill").foregroundStyle(streak > 0 ? .orange : .gray)
                Text("\(streak) day streak").font(.headline)
            }
            Text(habitName).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            HStack(spacing: 6) {
                ForEach(lastSevenDays, id: \.self) { day in
                    let isDone = done.contains(HabitHistory.key(for: day))
                    VStack(spacing: 2) {
                        Circle()
                            .fill(isDone ? Color.orange : Color.secondary.opacity(0.2))
                            .frame(width: 14, height: 14)
                        if family == .systemMedium {
                            Text(day, format: .dateTime.weekday(.narrow)).font(.caption2)
                        }
                    }
                }
            }
            if family == .systemMedium {
                HStack {
                    Link(destination: URL(string: "streakly://checkin")!) {
                        Label("Check in", systemImage: "checkmark.circle.fill")
                    }
                    Spacer()
                    Link(destination: URL(string: "streakly://history")!) {
                        Label("History", systemImage: "calendar")
                    }
                }
                .font(.caption.bold())
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(URL(string: "streakly://today"))
    }
}

@main
struct StreaklyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StreaklyWidget", provider: StreakProvider()) { entry in
            StreakView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Habit Streak")
        .description("Keep the chain going.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
