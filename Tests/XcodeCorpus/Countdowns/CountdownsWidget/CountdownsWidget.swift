import SwiftUI
import WidgetKit

struct CountdownEntry: TimelineEntry {
    let date: Date
    let events: [CountdownEvent]

    var next: CountdownEvent? { events.first }
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, events: CountdownEvent.samples(relativeTo: .now))
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: .now, events: CountdownEvent.upcoming()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let now = Date.now
        let events = CountdownEvent.upcoming(after: now)
        // One entry per hour for a day; Text(.timer) ticks between them.
        let entries = (0..<24).map { hour -> CountdownEntry in
            let date = Calendar.current.date(byAdding: .hour, value: hour, to: now)!
            return CountdownEntry(date: date, events: events.filter { $0.date > date })
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CountdownsEntryView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        if let event = entry.next {
            switch family {
            case .accessoryInline:
                Text("\(event.emoji) \(event.title) \(event.date, style: .relative)")
            case .accessoryCircular:
                VStack(spacing: 0) {
                    Text(event.emoji)
                    Text(event.remaining(from: entry.date)).font(.caption2).minimumScaleFactor(0.6)
                }
                .widgetAccentable()
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text(event.title).font(.headline).widgetAccentable()
                    timeLeft(for: event)
                    Text(event.date, style: .date).font(.caption2)
                }
            default:
                homeScreenView(for: event)
            }
        } else {
            Text("No upcoming events").font(.caption).foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private func timeLeft(for event: CountdownEvent) -> some View {
        if event.isWithinADay(of: entry.date) {
            Text(event.date, style: .timer).monospacedDigit()
        } else {
            Text(event.relativeDescription(from: entry.date))
        }
    }

    private func homeScreenView(for event: CountdownEvent) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            if family == .systemSmall {
                Text(event.emoji).font(.largeTitle)
            }
            Text(family == .systemSmall ? event.title : "\(event.emoji) \(event.title)")
                .font(.headline)
                .lineLimit(2)
            timeLeft(for: event)
                .font(.title3.bold())
                .foregroundStyle(renderingMode == .fullColor ? Color.orange : Color.primary)
            if family == .systemMedium {
                ForEach(entry.events.dropFirst().prefix(2)) { other in
                    HStack {
                        Text("\(other.emoji) \(other.title)")
                        Spacer()
                        Text(other.remaining(from: entry.date)).foregroundStyle(.secondary)
                    }
                    .font(.caption)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct CountdownsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CountdownsWidget", provider: CountdownProvider()) { entry in
            CountdownsEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Countdown")
        .description("Time left until your next event.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
