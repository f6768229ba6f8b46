import SwiftUI
import WidgetKit

// Times shown in each airport's own time zone, with the environment's time zone overridden.

struct Flight {
    let number: String
    let from: String
    let to: String
    let departure: Date
    let arrival: Date
    let fromZone: TimeZone
    let toZone: TimeZone
    let gate: String
}

struct FlightEntry: TimelineEntry {
    let date: Date
    let flight: Flight
}

struct FlightProvider: TimelineProvider {
    // Departs 2027-04-02 10:05 UTC, lands 12:40 UTC.
    static let flight = Flight(
        number: "TP 1352", from: "LIS", to: "LHR", departure: Date(timeIntervalSince1970: 1_806_660_300),
        arrival: Date(timeIntervalSince1970: 1_806_669_600), fromZone: TimeZone(identifier: "Europe/Lisbon")!,
        toZone: TimeZone(identifier: "Europe/London")!, gate: "14")

    func placeholder(in context: Context) -> FlightEntry { FlightEntry(date: Date(), flight: Self.flight) }
    func getSnapshot(in context: Context, completion: @escaping (FlightEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FlightEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Self.flight.arrival)))
    }
}

struct AirportColumn: View {
    let code: String
    let time: Date
    let zone: TimeZone
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(code).font(.title2.bold())
            Text(time, style: .time)
                .font(.subheadline.monospacedDigit())
                .environment(\.timeZone, zone)
        }
    }
}

@main
struct FlightsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Flight", provider: FlightProvider()) { entry in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text(entry.flight.number).font(.caption.bold())
                    Spacer()
                    Text("Gate \(entry.flight.gate)").font(.caption).padding(.horizontal, 6).background(Capsule().fill(Color.yellow))
                }
                HStack {
                    AirportColumn(code: entry.flight.from, time: entry.flight.departure, zone: entry.flight.fromZone, alignment: .leading)
                    Spacer()
                    Image(systemName: "airplane")
                    Spacer()
                    AirportColumn(code: entry.flight.to, time: entry.flight.arrival, zone: entry.flight.toZone, alignment: .trailing)
                }
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Flight")
        .supportedFamilies([.systemMedium])
    }
}
