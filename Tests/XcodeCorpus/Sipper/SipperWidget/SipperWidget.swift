import AppIntents
import SwiftUI
import WidgetKit

struct WaterEntry: TimelineEntry {
    let date: Date
    let intake: Int
    let goal: Int

    var progress: Double { goal > 0 ? min(Double(intake) / Double(goal), 1) : 0 }
}

struct WaterProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: .now, intake: 750, goal: 2000)
    }

    func snapshot(for configuration: SipperConfigurationIntent, in context: Context) async -> WaterEntry {
        WaterEntry(date: .now, intake: WaterLog().intake(), goal: configuration.goal)
    }

    func timeline(for configuration: SipperConfigurationIntent, in context: Context) async -> Timeline<WaterEntry> {
        let entry = WaterEntry(date: .now, intake: WaterLog().intake(), goal: configuration.goal)
        // The count resets at midnight, so ask again then.
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(24 * 60 * 60)
        return Timeline(entries: [entry], policy: .after(midnight))
    }
}

struct SipperWidgetView: View {
    let entry: WaterEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "drop.fill").foregroundStyle(.cyan)
                Text("Water").font(.headline)
                Spacer()
                Text(entry.progress, format: .percent.precision(.fractionLength(0)))
                    .font(.caption.monospacedDigit())
            }
            Text("\(entry.intake) / \(entry.goal) ml")
                .font(.title3.bold())
                .contentTransition(.numericText())
            ProgressView(value: entry.progress)
                .tint(.cyan)
            HStack {
                Button(intent: LogWaterIntent(millilitres: 250)) {
                    Label("250", systemImage: "plus")
                }
                if family != .systemSmall {
                    Button(intent: LogWaterIntent(millilitres: 500)) {
                        Label("500", systemImage: "plus")
                    }
                    Button(intent: LogWaterIntent(millilitres: -250)) {
                        Label("Undo", systemImage: "arrow.uturn.backward")
                    }
                }
            }
            .buttonStyle(.bordered)
            .font(.caption)
        }
    }
}

@main
struct SipperWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "SipperWidget", intent: SipperConfigurationIntent.self, provider: WaterProvider()) { entry in
            SipperWidgetView(entry: entry)
                .containerBackground(.cyan.opacity(0.15), for: .widget)
        }
        .configurationDisplayName("Water Tracker")
        .description("Log a glass right from your Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
