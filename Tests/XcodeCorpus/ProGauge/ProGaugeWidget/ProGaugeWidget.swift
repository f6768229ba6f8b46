import StoreKit
import SwiftUI
import WidgetKit

struct GaugeEntry: TimelineEntry {
    let date: Date
    let isPro: Bool
    let usage: Double
    let price: String?
}

struct GaugeProvider: TimelineProvider {
    func placeholder(in context: Context) -> GaugeEntry {
        GaugeEntry(date: .now, isPro: true, usage: 0.62, price: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (GaugeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GaugeEntry>) -> Void) {
        Task {
            let isPro = await ProAccess.isUnlocked()
            let price = isPro ? nil : await ProAccess.displayPrice()
            let usage = UserDefaults(suiteName: "group.com.example.progauge")?.double(forKey: "usage") ?? 0.35
            let entry = GaugeEntry(date: .now, isPro: isPro, usage: usage, price: price)
            completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(30 * 60))))
        }
    }
}

struct ProGaugeView: View {
    let entry: GaugeEntry

    var body: some View {
        if entry.isPro {
            Gauge(value: entry.usage) {
                Text("Data")
            } currentValueLabel: {
                Text(entry.usage, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.orange)
        } else {
            VStack(spacing: 6) {
                Image(systemName: "lock.fill")
                    .font(.title2)
                Text("ProGauge Pro")
                    .font(.headline)
                Text(entry.price.map { "Unlock for \($0)" } ?? "Upgrade in the app")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .widgetURL(URL(string: "progauge://upgrade"))
        }
    }
}

@main
struct ProGaugeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ProGauge", provider: GaugeProvider()) { entry in
            ProGaugeView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Data Usage")
        .description("Your data plan at a glance (Pro).")
        .supportedFamilies([.systemSmall])
    }
}
