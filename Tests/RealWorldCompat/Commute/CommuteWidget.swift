import Intents
import SwiftUI
import WidgetKit

// A SiriKit-configured widget as iOS 14–16 projects write it: SelectStop.intentdefinition
// generates SelectStopIntent, Stop and Transport; the extension is also its own intent handler.

struct Departure: Hashable {
    let minutes: Int
    let destination: String
}

struct CommuteEntry: TimelineEntry {
    let date: Date
    let configuration: SelectStopIntent
    let departures: [Departure]
}

struct CommuteProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CommuteEntry {
        CommuteEntry(date: Date(), configuration: SelectStopIntent(), departures: [])
    }

    func getSnapshot(for configuration: SelectStopIntent, in context: Context, completion: @escaping (CommuteEntry) -> Void) {
        completion(CommuteEntry(date: Date(), configuration: configuration, departures: departures(for: configuration)))
    }

    func getTimeline(for configuration: SelectStopIntent, in context: Context, completion: @escaping (Timeline<CommuteEntry>) -> Void) {
        let entry = CommuteEntry(date: Date(), configuration: configuration, departures: departures(for: configuration))
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(300))))
    }

    func departures(for configuration: SelectStopIntent) -> [Departure] {
        switch configuration.transport {
        case .ferry: return [Departure(minutes: 4, destination: "Cacilhas"), Departure(minutes: 19, destination: "Seixal")]
        case .bus: return [Departure(minutes: 2, destination: "Belém")]
        default: return [Departure(minutes: 7, destination: "Sintra")]
        }
    }
}

struct CommuteWidgetView: View {
    var entry: CommuteProvider.Entry

    var title: String {
        switch entry.configuration.transport {
        case .train: return "Train"
        case .bus: return "Bus"
        case .ferry: return "Ferry"
        case .unknown: return "Any"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.configuration.stop?.displayString ?? "Choose a stop")
                .font(.headline)
            Text(title).font(.caption).foregroundColor(.secondary)
            ForEach(entry.departures, id: \.self) { departure in
                HStack {
                    Text(departure.destination).font(.subheadline)
                    Spacer()
                    Text("\(departure.minutes) min").font(.subheadline.monospacedDigit().bold())
                }
            }
            if entry.configuration.showPlatform?.boolValue == true {
                Text("Platform \(entry.configuration.stop?.platform ?? "—")").font(.caption2)
            }
            Spacer(minLength: 0)
        }
    }
}

@main
struct CommuteWidget: Widget {
    let kind: String = "CommuteWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SelectStopIntent.self, provider: CommuteProvider()) { entry in
            CommuteWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Commute")
        .description("Next departures from your stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
