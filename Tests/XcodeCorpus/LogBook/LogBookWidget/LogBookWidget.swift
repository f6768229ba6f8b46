import SwiftUI
import WidgetKit

struct DiveLogView: View {
    let entry: DiveLogEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let dive = entry.summary.latest {
            VStack(alignment: .leading, spacing: 4) {
                Label("Last dive", systemImage: "water.waves").font(.caption).foregroundStyle(.teal)
                Text(dive.site).font(.headline).lineLimit(2)
                Text(dive.date, format: .dateTime.day().month(.abbreviated)).font(.caption2).foregroundStyle(.secondary)
                Spacer(minLength: 0)
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 14) {
                        stat(String(format: "%.1f m", dive.maxDepth), "depth")
                        stat("\(dive.bottomTime) min", "bottom")
                        stat("\(Int(dive.waterTemperature))°C", "water")
                        stat("\(entry.summary.dives.count)", "logged")
                    }
                    HStack(spacing: 10) {
                        stat(String(format: "%.0f m", dive.maxDepth), "depth")
                        stat("\(dive.bottomTime)′", "time")
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            ContentUnavailableView("No dives yet", systemImage: "water.waves", description: Text("Log a dive in the app."))
        }
    }

    private func stat(_ value: String, _ caption: String) -> some View {
        VStack(alignment: .leading) {
            Text(value).font(.subheadline.bold().monospacedDigit())
            Text(caption).font(.caption2).foregroundStyle(.secondary)
        }
    }
}

@main
struct LogBookWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LogBookWidget", provider: DiveLogProvider()) { entry in
            DiveLogView(entry: entry)
                .containerBackground(.teal.opacity(0.12), for: .widget)
        }
        .configurationDisplayName("Dive Log")
        .description("Your most recent dive.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Empty log", as: .systemSmall) {
    LogBookWidget()
} timeline: {
    DiveLogEntry(date: .now, summary: DiveLogSummary(dives: []))
}
