import SwiftUI
import WidgetKit

struct ActivitySummary {
    var moveCalories: Int
    var moveGoal: Int
    var exerciseMinutes: Int
    var standHours: Int
}

struct FitnessEntry: TimelineEntry {
    let date: Date
    let summary: ActivitySummary
}

struct FitnessProvider: TimelineProvider {
    private let sample = ActivitySummary(moveCalories: 420, moveGoal: 600, exerciseMinutes: 24, standHours: 9)

    func placeholder(in context: Context) -> FitnessEntry { FitnessEntry(date: Date(), summary: sample) }

    func getSnapshot(in context: Context, completion: @escaping (FitnessEntry) -> Void) {
        completion(FitnessEntry(date: Date(), summary: sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FitnessEntry>) -> Void) {
        completion(Timeline(entries: [FitnessEntry(date: Date(), summary: sample)], policy: .after(Date().addingTimeInterval(3600))))
    }
}

struct FitnessWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: FitnessEntry

    private var summary: ActivitySummary { entry.summary }

    var body: some View {
        if family == .systemSmall {
            RingsView(
                move: Double(summary.moveCalories) / Double(summary.moveGoal),
                exercise: Double(summary.exerciseMinutes) / 30, stand: Double(summary.standHours) / 12)
        } else {
            HStack(spacing: 16) {
                RingsView(
                    move: Double(summary.moveCalories) / Double(summary.moveGoal),
                    exercise: Double(summary.exerciseMinutes) / 30, stand: Double(summary.standHours) / 12)
                VStack(alignment: .leading, spacing: 6) {
                    stat("Move", "\(summary.moveCalories)/\(summary.moveGoal) CAL", .red)
                    stat("Exercise", "\(summary.exerciseMinutes)/30 MIN", .green)
                    stat("Stand", "\(summary.standHours)/12 HRS", .cyan)
                    ProgressView(value: Double(summary.moveCalories), total: Double(summary.moveGoal))
                        .tint(.red)
                }
            }
        }
    }

    func stat(_ title: String, _ value: String, _ color: Color) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title).font(.caption2).foregroundColor(.secondary)
            Text(value).font(.system(.subheadline, design: .rounded).weight(.semibold)).foregroundColor(color)
        }
    }
}

@main
struct FitnessWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FitnessWidget", provider: FitnessProvider()) { entry in
            FitnessWidgetView(entry: entry)
                .containerBackground(Color.black, for: .widget)
                .environment(\.colorScheme, .dark)
        }
        .configurationDisplayName("Activity")
        .description("Your rings today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
