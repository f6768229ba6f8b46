//
//  GlanceWidgets.swift
//  GlanceWidgets
//

import SwiftUI
import WidgetKit

struct HydrationEntry: TimelineEntry {
    let date: Date
    let log: HydrationLog
}

struct HydrationProvider: TimelineProvider {
    func placeholder(in context: Context) -> HydrationEntry {
        HydrationEntry(date: Date(), log: HydrationLog(glasses: 3, goal: 8, lastDrink: nil))
    }

    func getSnapshot(in context: Context, completion: @escaping (HydrationEntry) -> Void) {
        completion(HydrationEntry(date: Date(), log: HydrationStore.today()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HydrationEntry>) -> Void) {
        let entry = HydrationEntry(date: Date(), log: HydrationStore.today())
        let midnight = Calendar.current.startOfDay(for: Date()).addingTimeInterval(24 * 3600)
        completion(Timeline(entries: [entry], policy: .after(midnight)))
    }
}

struct GlanceEntryView: View {
    let entry: HydrationEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.log.progress) {
                    Image(systemName: "drop.fill")
                } currentValueLabel: {
                    Text("\(entry.log.glasses)")
                        .widgetAccentable()
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Water", systemImage: "drop.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.log.glasses) of \(entry.log.goal) glasses")
                    .font(.body)
                if let last = entry.log.lastDrink {
                    Text(last, style: .relative)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryInline:
            Label(entry.log.isComplete ? "Goal reached" : "\(entry.log.goal - entry.log.glasses) glasses to go",
                  systemImage: "drop")
        default:
            VStack(spacing: 8) {
                Gauge(value: entry.log.progress) {
                    Text("Water")
                } currentValueLabel: {
                    Text(entry.log.progress, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.cyan)
                Text("\(entry.log.glasses)/\(entry.log.goal) glasses")
                    .font(.caption.weight(.semibold))
            }
        }
    }
}

@main
struct GlanceWidgets: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "app.glance.hydration", provider: HydrationProvider()) { entry in
            GlanceEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.clear
                }
        }
        .configurationDisplayName("Hydration")
        .description("Glasses of water today.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .systemSmall])
    }
}
