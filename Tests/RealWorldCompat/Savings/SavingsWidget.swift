import SwiftUI
import WidgetKit

// A custom progress bar measured with GeometryReader, as many widgets draw them.

struct GoalEntry: TimelineEntry {
    let date: Date
    let saved: Double
    let goal: Double
    let name: String
}

struct GoalProvider: TimelineProvider {
    func placeholder(in context: Context) -> GoalEntry { GoalEntry(date: .now, saved: 0, goal: 1, name: "Goal") }
    func getSnapshot(in context: Context, completion: @escaping (GoalEntry) -> Void) {
        completion(GoalEntry(date: .now, saved: 1_350, goal: 2_000, name: "Trip to Japan"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GoalEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .never)) }
    }
}

struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(LinearGradient(colors: [.mint, .green], startPoint: .leading, endPoint: .trailing))
                    .frame(width: geometry.size.width * CGFloat(min(progress, 1)))
            }
        }
        .frame(height: 12)
    }
}

struct SavingsView: View {
    var entry: GoalEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(entry.name).font(.headline)
            Text("$\(Int(entry.saved)) of $\(Int(entry.goal))").font(.subheadline).foregroundColor(.secondary)
            ProgressBar(progress: entry.saved / entry.goal)
            Text("\(Int(entry.saved / entry.goal * 100))% saved").font(.caption.bold())
        }
    }
}

@main
struct SavingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Savings", provider: GoalProvider()) { entry in
            SavingsView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Savings Goal")
        .supportedFamilies([.systemMedium])
    }
}
