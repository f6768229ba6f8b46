import SwiftUI
import WidgetKit

struct AgendaEntry: TimelineEntry {
    let date: Date
    let result: CalendarReader.Result
}

struct AgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> AgendaEntry {
        let start = Date().addingTimeInterval(45 * 60)
        let sample = UpcomingEvent(
            title: "Design review", start: start, end: start.addingTimeInterval(3600),
            isAllDay: false, calendarName: "Work")
        return AgendaEntry(date: Date(), result: .events([sample]))
    }

    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        Task {
            completion(AgendaEntry(date: Date(), result: await CalendarReader().nextEvents()))
        }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        Task {
            let result = await CalendarReader().nextEvents()
            var refresh = Date().addingTimeInterval(60 * 60)
            if case .events(let events) = result, let first = events.first, first.start > Date() {
                refresh = min(refresh, first.start)
            }
            completion(Timeline(entries: [AgendaEntry(date: Date(), result: result)], policy: .after(refresh)))
        }
    }
}

struct AgendaWidgetView: View {
    let entry: AgendaEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.date, format: .dateTime.weekday(.wide).day())
                .font(.caption.bold())
                .foregroundStyle(.red)
                .textCase(.uppercase)
            switch entry.result {
            case .noAccess:
                Spacer(minLength: 0)
                Image(systemName: "calendar.badge.exclamationmark").font(.title2).foregroundStyle(.secondary)
                Text("Calendar access is off").font(.subheadline.bold())
                Text("Allow full access in Settings › Privacy › Calendars to see your next event.")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
            case .events(let events) where events.isEmpty:
                Spacer()
                Text("No more events today").font(.subheadline).foregroundStyle(.secondary)
                Spacer()
            case .events(let events):
                ForEach(events.prefix(family == .systemSmall ? 2 : 3), id: \.self) { event in
                    HStack(alignment: .top, spacing: 6) {
                        RoundedRectangle(cornerRadius: 2).fill(.red).frame(width: 4)
                        VStack(alignment: .leading, spacing: 1) {
                            Text(event.title).font(.subheadline.bold()).lineLimit(1)
                            if event.isAllDay {
                                Text("All day").font(.caption2)
                            } else {
                                Text(event.start...event.end).font(.caption2).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .fixedSize(horizontal: false, vertical: true)
                }
                Spacer(minLength: 0)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct AgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AgendaWidget", provider: AgendaProvider()) { entry in
            AgendaWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Up Next")
        .description("Your next events.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
