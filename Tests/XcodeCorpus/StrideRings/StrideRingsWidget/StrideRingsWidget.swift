import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let outcome: StepCountLoader.Outcome
    var goal: Int = 8_000
}

struct StepsProvider: TimelineProvider {
    private let loader = StepCountLoader()

    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, outcome: .steps(5_432))
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        if context.isPreview {
            completion(placeholder(in: context))
            return
        }
        loader.loadTodaySteps { completion(StepsEntry(date: .now, outcome: $0)) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        loader.loadTodaySteps { outcome in
            let entry = StepsEntry(date: .now, outcome: outcome)
            let refresh = Calendar.current.date(byAdding: .minute, value: 15, to: entry.date)!
            completion(Timeline(entries: [entry], policy: .after(refresh)))
        }
    }
}

struct StepRing: View {
    let progress: Double
    var lineWidth: CGFloat = 10

    var body: some View {
        ZStack {
            Circle().stroke(Color.green.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(Color.green, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct StrideRingsEntryView: View {
    var entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch entry.outcome {
        case .steps(let steps):
            let progress = Double(steps) / Double(entry.goal)
            if family == .accessoryCircular {
                Gauge(value: min(progress, 1)) { Image(systemName: "figure.walk") }
                    .gaugeStyle(.accessoryCircularCapacity)
            } else {
                HStack(spacing: 12) {
                    StepRing(progress: progress)
                        .overlay(Image(systemName: "figure.walk").foregroundStyle(.green))
                    VStack(alignment: .leading) {
                        Text(steps, format: .number).font(.title2.bold())
                        Text("of \(entry.goal.formatted()) steps").font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
        case .unavailable:
            fallback(symbol: "heart.slash", message: "Health data unavailable")
        case .notAuthorized:
            fallback(symbol: "lock.fill", message: "Allow Health access in the app")
        }
    }

    private func fallback(symbol: String, message: String) -> some View {
        VStack(spacing: 6) {
            Image(systemName: symbol).font(.title2).foregroundStyle(.pink)
            if family != .accessoryCircular {
                Text(message).font(.caption).multilineTextAlignment(.center)
            }
        }
    }
}

@main
struct StrideRingsWidget: Widget {
    let kind = "StrideRingsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StrideRingsEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    StrideRingsWidget()
} timeline: {
    StepsEntry(date: .now, outcome: .steps(6_120))
    StepsEntry(date: .now, outcome: .unavailable)
}
