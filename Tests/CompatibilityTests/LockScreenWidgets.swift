//
//  LockScreenWidgets.swift
//  CompatibilityTests
//
//  iOS 16 Lock Screen widgets: the accessory families, Gauge styles, rendering modes and
//  an exhaustive switch over the iOS widget families with no default.
//

import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(1, Double(steps) / Double(goal)) }
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 6_500, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 8_200, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entry = StepsEntry(date: Date(), steps: 8_200, goal: 10_000)
        let refresh = Calendar.current.date(byAdding: .minute, value: 30, to: entry.date)!
        completion(Timeline(entries: [entry], policy: .after(refresh)))
    }
}

/// One view for every family, switching exhaustively over the families iOS has.
struct StepsView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    var entry: StepsEntry

    var body: some View {
        switch family {
        case .systemSmall:
            VStack {
                Text("\(entry.steps)").font(.largeTitle.bold())
                Text("steps").font(.caption)
            }
        case .systemMedium, .systemLarge, .systemExtraLarge:
            HStack {
                Gauge(value: entry.progress) { Text("Steps") }
                    .gaugeStyle(.linearCapacity)
                Text("\(entry.steps) / \(entry.goal)")
            }
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text("\(Int(entry.progress * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Steps")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: Double(entry.steps), in: 0...Double(entry.goal)) {
                    Text("Steps")
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
        case .accessoryInline:
            ViewThatFits {
                Text("\(entry.steps) steps today")
                Text("\(entry.steps)")
            }
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Your steps today.")
        .supportedFamilies([
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ])
    }
}

struct LockScreenCircularWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockScreenCircular", provider: StepsProvider()) { entry in
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.progress) {
                    Text("Steps")
                }
                .gaugeStyle(.accessoryCircular)
            }
            .widgetLabel("Steps")
        }
        .configurationDisplayName("Steps (circular)")
        .description("A ring on the Lock Screen.")
        .supportedFamilies([.accessoryCircular])
    }
}

struct LockScreenRectangularWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockScreenRectangular", provider: StepsProvider()) { entry in
            RectangularStepsView(entry: entry)
        }
        .configurationDisplayName("Steps (rectangular)")
        .description("Steps and a bar.")
        .supportedFamilies([.accessoryRectangular])
    }
}

struct RectangularStepsView: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    var entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if renderingMode == .fullColor {
                Text("Steps").foregroundColor(.green)
            } else if renderingMode == .accented {
                Text("Steps").widgetAccentable()
            } else {
                Text("Steps")
            }
            Gauge(value: entry.progress) {
                EmptyView()
            }
            .gaugeStyle(.accessoryLinear)
            Text(entry.date, style: .time)
                .font(.caption2)
                .privacySensitive()
        }
        .containerBackground(for: .widget) {
            AccessoryWidgetBackground()
        }
    }
}

struct LockScreenInlineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LockScreenInline", provider: StepsProvider()) { entry in
            Label("\(entry.steps) steps", systemImage: "figure.walk")
        }
        .configurationDisplayName("Steps (inline)")
        .description("A line above the clock.")
        .supportedFamilies([.accessoryInline])
    }
}
