import AppIntents
import SwiftUI
import WidgetKit

struct Departure: Hashable, Identifiable {
    let line: String
    let destination: String
    let time: Date
    var id: String { "\(line)-\(time.timeIntervalSince1970)" }
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let stop: StopEntity?
    let direction: TravelDirection
    let departures: [Departure]
}

struct DeparturesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        DeparturesEntry(
            date: .now, stop: StopEntity.all[0], direction: .inbound,
            departures: schedule(for: StopEntity.all[0], direction: .inbound, after: .now))
    }

    func snapshot(for configuration: DeparturesConfigurationIntent, in context: Context) async -> DeparturesEntry {
        entry(for: configuration, at: .now)
    }

    func timeline(for configuration: DeparturesConfigurationIntent, in context: Context) async -> Timeline<DeparturesEntry> {
        let now = Date.now
        let entries = stride(from: 0, to: 30, by: 5).map { minutes in
            entry(for: configuration, at: now.addingTimeInterval(Double(minutes) * 60))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    private func entry(for configuration: DeparturesConfigurationIntent, at date: Date) -> DeparturesEntry {
        let departures = configuration.stop.map { schedule(for: $0, direction: configuration.direction, after: date) } ?? []
        return DeparturesEntry(date: date, stop: configuration.stop, direction: configuration.direction, departures: departures)
    }

    /// A timetable in the app's shape: every line runs every 12 minutes, offset by its number.
    private func schedule(for stop: StopEntity, direction: TravelDirection, after date: Date) -> [Departure] {
        let minute = Int(date.timeIntervalSince1970 / 60)
        return stop.lines.enumerated().flatMap { index, line in
            let wait = (12 - (minute + index * 5) % 12) % 12 + 1
            let destination = direction == .inbound ? "City Centre" : "Airport"
            return [0, 12].map { Departure(line: line, destination: destination, time: date.addingTimeInterval(Double(wait + $0) * 60)) }
        }
        .sorted { $0.time < $1.time }
    }
}

struct DeparturesView: View {
    let entry: DeparturesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let stop = entry.stop {
            VStack(alignment: .leading, spacing: 6) {
                Label(stop.name, systemImage: entry.direction == .inbound ? "arrow.down.left" : "arrow.up.right")
                    .font(.headline)
                    .lineLimit(1)
                // A grid, so the line badges and destinations line up in columns whatever their lengths.
                Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 6) {
                    ForEach(entry.departures.prefix(family == .systemSmall ? 3 : 4)) { departure in
                        GridRow {
                            Text(departure.line)
                                .font(.caption.bold())
                                .frame(minWidth: 26)
                                .padding(.vertical, 2)
                                .background(.yellow, in: RoundedRectangle(cornerRadius: 4))
                            if family != .systemSmall {
                                Text(departure.destination).font(.caption)
                            }
                            Text(departure.time, style: .time).font(.caption.monospacedDigit())
                                .frame(maxWidth: .infinity, alignment: .trailing)
                        }
                    }
                }
                Spacer(minLength: 0)
            }
        } else {
            VStack(spacing: 6) {
                Image(systemName: "tram.fill").font(.title)
                Text("Choose a stop").font(.caption)
            }
        }
    }
}

@main
struct TransitBoardWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "TransitBoardWidget", intent: DeparturesConfigurationIntent.self, provider: DeparturesProvider()) { entry in
            DeparturesView(entry: entry)
                .containerBackground(Color(red: 0.1, green: 0.2, blue: 0.35).gradient, for: .widget)
                .foregroundStyle(.white)
        }
        .configurationDisplayName("Departures")
        .description("Next departures from your stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .promptsForUserConfiguration()
    }
}
