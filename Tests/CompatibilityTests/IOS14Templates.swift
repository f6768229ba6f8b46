//
//  IOS14Templates.swift
//  CompatibilityTests
//
//  Xcode 12's "Widget Extension" template (no configuration intent), unchanged apart from
//  the missing @main: the bundle in BigBundle.swift lists the widget instead.
//

import SwiftUI
import WidgetKit

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        let entry = SimpleEntry(date: Date())
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        var entries: [SimpleEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct MyWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        Text(entry.date, style: .time)
    }
}

struct MyWidget: Widget {
    let kind: String = "MyWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            MyWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}

struct MyWidget_Previews: PreviewProvider {
    static var previews: some View {
        MyWidgetEntryView(entry: SimpleEntry(date: Date()))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

// MARK: - iOS 14-era idioms seen in the wild

/// A view used with `redacted(reason:)`, as placeholder() renders it.
struct PlaceholderAwareView: View {
    @Environment(\.redactionReasons) var redactionReasons
    var entry: SimpleEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Updated")
                .font(.caption)
                .unredacted()
            if redactionReasons.contains(.placeholder) {
                Text("Loading…")
            } else {
                Text(entry.date, style: .relative)
            }
        }
        .padding()
        .widgetURL(URL(string: "myapp://open"))
    }
}

struct PlaceholderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PlaceholderWidget", provider: Provider()) { entry in
            PlaceholderAwareView(entry: entry)
        }
        .configurationDisplayName("Placeholder")
        .description("Shows how the placeholder is redacted.")
        .supportedFamilies([.systemSmall])
    }
}

/// The pre-iOS-16 workaround for the five-widget limit: a second bundle spliced in with `.body`.
struct SmallBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        QuoteWidget()
        PlaceholderWidget()
    }
}

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: String
    var relevance: TimelineEntryRelevance? {
        TimelineEntryRelevance(score: 10, duration: 60 * 60)
    }
}

struct QuoteProvider: TimelineProvider {
    static let quotes = ["Stay hungry, stay foolish.", "Simplicity is the ultimate sophistication."]

    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), quote: Self.quotes[0])
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let now = Date()
        let entries = Self.quotes.enumerated().map { offset, quote in
            QuoteEntry(date: now.addingTimeInterval(Double(offset) * 3600), quote: quote)
        }
        let tomorrow = Calendar.current.startOfDay(for: now).addingTimeInterval(24 * 3600)
        completion(Timeline(entries: entries, policy: .after(tomorrow)))
    }
}

struct QuoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuoteWidget", provider: QuoteProvider()) { entry in
            Text(entry.quote)
                .font(.system(.body, design: .serif))
                .italic()
                .padding()
        }
        .configurationDisplayName("Quote")
        .description("A quote of the hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// App-side code: asks WidgetKit for new timelines (never called by the tests).
enum WidgetReloading {
    static func userDidSignOut() {
        WidgetCenter.shared.reloadAllTimelines()
    }

    static func healingPotionReceived() {
        WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")
    }

    static func reloadQuoteWidgetsIfInstalled() {
        WidgetCenter.shared.getCurrentConfigurations { result in
            guard case .success(let widgets) = result else { return }
            if let widget = widgets.first(where: { $0.kind == "QuoteWidget" && $0.family != .systemLarge }) {
                WidgetCenter.shared.reloadTimelines(ofKind: widget.kind)
            }
        }
    }
}
