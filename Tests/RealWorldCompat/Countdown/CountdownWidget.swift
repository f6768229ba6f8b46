import SwiftUI
import WidgetKit

struct Event {
    let title: String
    let date: Date
    let emoji: String
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: Event
}

struct CountdownProvider: TimelineProvider {
    // 2027-01-01 00:00 UTC
    static let launch = Event(title: "New Year", date: Date(timeIntervalSince1970: 1_798_761_600), emoji: "🎉")

    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), event: Self.launch)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: Date(), event: Self.launch))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let entry = CountdownEntry(date: Date(), event: Self.launch)
        completion(Timeline(entries: [entry], policy: .after(Self.launch.date)))
    }
}

struct CountdownView: View {
    var entry: CountdownEntry

    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .inset(by: 6)
                .fill(Color.purple.opacity(0.15))
            VStack(spacing: 4) {
                Text(entry.event.emoji).font(.largeTitle)
                Text(entry.event.title)
                    .font(.headline)
                Text(entry.event.date, style: .date)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
        .widgetURL(URL(string: "countdown://event/new-year")!)
    }
}

@main
struct CountdownWidget: Widget {
    let kind = "CountdownWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            if #available(iOS 17.0, *) {
                CountdownView(entry: entry)
                    .containerBackground(.white, for: .widget)
            } else {
                CountdownView(entry: entry)
                    .padding()
                    .background(Color.white)
            }
        }
        .configurationDisplayName("Countdown")
        .description("Days until the big day.")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}
