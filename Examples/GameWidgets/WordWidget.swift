//
//  WordWidget.swift
//  GameWidgets
//
//  A medium widget showing a foreign word, its translation and an example sentence.
//

import SwiftUI
import WidgetKit

struct SimpleEntry: TimelineEntry {
    let date: Date
    let word: WordModel
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), word: WordModel.getPlaceholder())
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        let entry = SimpleEntry(date: Date(), word: WordModel.getPlaceholder())
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        var entries: [SimpleEntry] = []
        let results = WordModel.getData()
        let currentDate = Date()
        // As in the article, the first entry is five hours after now.
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: 5 + hourOffset, to: currentDate)!
            // The original picks `Int.random(in: 0..<results.count)`; a deterministic choice
            // keeps every run's timeline identical, so the rendered archives can be checked.
            let index = hourOffset % results.count
            let item = results[index]
            let entry = SimpleEntry(date: entryDate, word: item)
            entries.append(entry)
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

// Written for iOS 14 like the article: the background is a ZStack layer, not
// containerBackground(_:for:), so iOS 17 would ask the widget to adopt that API.
struct WordEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        ZStack {
            Color.bg
            VStack(spacing: 10) {
                HStack {
                    Text(entry.word.word).font(.headline).foregroundColor(.primaryText)
                    Text(entry.word.lang).font(.footnote).foregroundColor(.primaryText).baselineOffset(6.0)
                }
                Text(entry.word.translation).foregroundColor(.primaryText).font(.body)
                Text(entry.word.example).foregroundColor(.primaryText).font(.caption)
            }
        }
    }
}

struct WordWidget: Widget {
    let kind: String = "WordWidgetExtension"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            WordEntryView(entry: entry)
        }
        .configurationDisplayName("Word Widget")
        .description("This is a word widget.")
        .supportedFamilies([.systemMedium])
    }
}

extension Color {
    static let bg = Color("ColorBg")  // #EEE6DB
    static let primaryText = Color("ColorPrimaryText")  // #232220
}
