import SwiftUI
import WidgetKit

private let timeFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

struct AgendaEntry: TimelineEntry {
    let date: Date
    let events: [AgendaEvent]
}

struct AgendaProvider: TimelineProvider {
    // Monday 2027-03-01, midnight UTC.
    let day = Date(timeIntervalSince1970: 1_804_118_400)

    func placeholder(in context: Context) -> AgendaEntry {
        AgendaEntry(date: Date(), events: Array(AgendaEvent.sampleDay(startingAt: day).prefix(2)))
    }

    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        completion(AgendaEntry(date: Date(), events: AgendaEvent.sampleDay(startingAt: day)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        let events = AgendaEvent.sampleDay(startingAt: day)
        let entries = events.indices.map { index in
            AgendaEntry(date: events[index].start.addingTimeInterval(-1800), events: Array(events[index...]))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

extension Color {
    init(calendarName: String) {
        switch calendarName {
        case "purple": self = .purple
        case "green": self = .green
        case "orange": self = .orange
        default: self = .blue
        }
    }
}

struct AgendaRow: View {
    let event: AgendaEvent

    var body: some View {
        Link(destination: URL(string: "agenda://event/\(event.title.lowercased())")!) {
            HStack(alignment: .top, spacing: 8) {
                RoundedRectangle(cornerRadius: 2)
                    .fill(Color(calendarName: event.calendarColor))
                    .frame(width: 4, height: 32)
                VStack(alignment: .leading, spacing: 1) {
                    Text(event.title).font(.subheadline.weight(.semibold)).lineLimit(1)
                    HStack(spacing: 4) {
                        Text(timeFormatter.string(from: event.start))
                        if let location = event.location {
                            Text("·")
                            Text(location)
                        }
                    }
                    .font(.caption)
                    .foregroundColor(.secondary)
                }
                Spacer()
            }
        }
    }
}

struct AgendaWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: AgendaEntry

    var maxRows: Int { family == .systemLarge ? 5 : 2 }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("TODAY")
                .font(.caption.weight(.bold))
                .foregroundColor(.red)
            if entry.events.isEmpty {
                Text("No more events").foregroundColor(.secondary)
            } else {
                ForEach(entry.events.prefix(maxRows)) { event in
                    AgendaRow(event: event)
                }
            }
            Spacer(minLength: 0)
        }
    }
}

@main
struct AgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AgendaWidget", provider: AgendaProvider()) { entry in
            AgendaWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Agenda")
        .description("Your next events.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
