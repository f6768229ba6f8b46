//
//  IOS17Templates.swift
//  CompatibilityTests
//
//  Xcode 15's "Widget Extension" template with "Include Configuration App Intent" unchecked,
//  deployment target below iOS 17 (hence the #available around containerBackground), ending
//  with the template's `#Preview(as: .systemSmall) { … } timeline: { … }` block.
//

import SwiftUI
import WidgetKit

struct EmojiProvider: TimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Date(), emoji: "😀")
    }

    func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> Void) {
        let entry = EmojiEntry(date: Date(), emoji: "😀")
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        var entries: [EmojiEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = EmojiEntry(date: entryDate, emoji: "😀")
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct EmojiWidgetEntryView: View {
    var entry: EmojiProvider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)

            Text("Emoji:")
            Text(entry.emoji)
        }
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: EmojiProvider()) { entry in
            if #available(iOS 17.0, *) {
                EmojiWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                EmojiWidgetEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
    }
}

#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: .now, emoji: "😀")
    EmojiEntry(date: .now, emoji: "🤩")
}

// MARK: - The iOS 17 migration helper most apps added

extension View {
    func widgetBackground(_ backgroundView: some View) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) {
                backgroundView
            }
        } else {
            return background(backgroundView)
        }
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let deadline: Date
}

struct CountdownProvider: TimelineProvider {
    private static let deadline = Date(timeIntervalSince1970: 1_900_000_000)

    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), deadline: Self.deadline)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        // The timer text updates itself: no further timeline is needed.
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct CountdownView: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetContentMargins) var margins
    var entry: CountdownEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Launch in")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.deadline, style: .timer)
                .font(.title2.monospacedDigit())
            Text(timerInterval: entry.date...entry.deadline, countsDown: true)
                .font(.caption2)
        }
        .padding(.leading, showsBackground ? 0 : margins.leading)
        .widgetBackground(Color.orange.opacity(0.2))
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CountdownWidget", provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Counts down to launch.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
