//
//  PreviewDeclarations.swift
//  CompatibilityTests
//
//  The ways widget files end with `#Preview`: named and unnamed, a provider, an intent
//  provider with `using:`, builder entries with `for`/`if`/`await`, one inside `#if DEBUG`,
//  and SwiftUI's view form. (One preview's entries are of the wrong type on purpose: it
//  compiles, as on iOS, and the runtime reports it.)
//

import Intents
import SwiftUI
import WidgetKit

class ConfigurationIntent: INIntent {}

struct ConfigurableProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date())
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date()))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        let entries = (0..<2).map { SimpleEntry(date: Date().addingTimeInterval(Double($0) * 60)) }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct ConfigurableWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "ConfigurableWidget", intent: ConfigurationIntent.self, provider: ConfigurableProvider()) { entry in
            MyWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Configurable")
        .description("Configured with an intent.")
    }
}

func loadEntryFromServer() async -> SimpleEntry {
    SimpleEntry(date: .now.addingTimeInterval(7200))
}

#Preview("Configured", as: .systemMedium, using: ConfigurationIntent()) {
    ConfigurableWidget()
} timelineProvider: {
    ConfigurableProvider()
}

#Preview("Quotes", as: .systemMedium) {
    QuoteWidget()
} timelineProvider: {
    QuoteProvider()
}

#Preview("Builder", as: .systemSmall) {
    MyWidget()
} timeline: {
    for hour in 0..<3 {
        SimpleEntry(date: .now.addingTimeInterval(Double(hour) * 3600))
    }
    if Calendar.current.component(.hour, from: .now) < 12 {
        SimpleEntry(date: .now)
    } else {
        SimpleEntry(date: .now.addingTimeInterval(60))
    }
    let later = await loadEntryFromServer()
    later
}

#Preview("Labeled", as: .systemSmall, widget: { PlaceholderWidget() }, timeline: { SimpleEntry(date: .now) })

#Preview("Wrong entries", as: .systemSmall) {
    MyWidget()
} timeline: {
    EmojiEntry(date: .now, emoji: "🙃")
}

#if DEBUG
#Preview(as: .accessoryRectangular) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, deadline: .now.addingTimeInterval(600))
}
#endif

#Preview {
    MyWidgetEntryView(entry: SimpleEntry(date: .now))
}

#Preview("Emoji") {
    EmojiWidgetEntryView(entry: EmojiEntry(date: .now, emoji: "🤩"))
        .padding()
}
