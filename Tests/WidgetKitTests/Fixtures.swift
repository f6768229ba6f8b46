import Foundation
import WidgetKit

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(count)) }
}

/// Completes on another thread after a delay, like a provider that fetches first.
struct AsyncProvider: TimelineProvider {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: start, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: start, count: context.isPreview ? -1 : 1))
    }
    // Swift 6 language mode: the completion crosses threads, so it is @Sendable (as Apple's
    // requirement declares it).
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        let start = self.start
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            let entries = (0..<3).map { CountEntry(date: start.addingTimeInterval(Double($0) * 3600), count: $0) }
            completion(Timeline(entries: entries, policy: .after(start.addingTimeInterval(4 * 3600))))
        }
    }
}

/// Calls completion twice (a bug WidgetKit users hit) or never.
struct MisbehavingProvider: TimelineProvider {
    let callsTwice: Bool
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        if callsTwice {
            completion(CountEntry(date: .distantPast, count: 1))
            completion(CountEntry(date: .distantPast, count: 2))
        }
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {}
}

struct CountView: View {
    @Environment(\.widgetFamily) var family
    let entry: CountEntry
    var body: some View {
        VStack {
            Text("\(entry.count)")
            Text(verbatim: family.description)
        }
        .widgetURL(URL(string: "count://\(entry.count)"))
        .containerBackground(.blue, for: .widget)
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: AsyncProvider()) { entry in
            CountView(entry: entry)
        }
        .configurationDisplayName("Count")
        .description(Text("Counts up"))
        .supportedFamilies([.systemSmall, .accessoryInline])
        .contentMarginsDisabled()
    }
}

struct PlainWidget: Widget {
    let kind: String
    init() { kind = "plain" }
    init(kind: String) { self.kind = kind }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AsyncProvider()) { entry in
            Text("\(entry.count)")
        }
    }
}

struct NewWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "new", provider: AsyncProvider()) { _ in Text("new") }
    }
}

struct Plain1: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p1").body } }
struct Plain2: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p2").body } }
struct Plain3: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p3").body } }
struct Plain4: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p4").body } }
struct Plain5: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p5").body } }
struct Plain6: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p6").body } }
struct Plain7: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p7").body } }
struct Plain8: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p8").body } }
struct Plain9: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p9").body } }
struct Plain10: Widget { var body: some WidgetConfiguration { PlainWidget(kind: "p10").body } }

struct TwelveWidgets: WidgetBundle {
    var body: some Widget {
        CountWidget()
        Plain1(); Plain2(); Plain3(); Plain4(); Plain5()
        Plain6(); Plain7(); Plain8(); Plain9(); Plain10()
        if #available(iOS 17.0, *) {
            NewWidget()
        }
    }
}
