//
//  PolyglotWidget.swift
//  PolyglotWidget
//

import SwiftUI
import WidgetKit

struct Phrase {
    let text: String
    let translation: String
    let languageCode: String
}

struct PhraseEntry: TimelineEntry {
    let date: Date
    let phrase: Phrase
    let streak: Int
}

struct PhraseProvider: TimelineProvider {
    private let phrases = [
        Phrase(text: "Más vale tarde que nunca", translation: "Better late than never", languageCode: "es"),
        Phrase(text: "Qui vivra verra", translation: "Time will tell", languageCode: "fr"),
        Phrase(text: "Chi va piano va sano", translation: "Slow and steady", languageCode: "it"),
    ]

    func placeholder(in context: Context) -> PhraseEntry {
        PhraseEntry(date: Date(), phrase: phrases[0], streak: 7)
    }

    func getSnapshot(in context: Context, completion: @escaping (PhraseEntry) -> Void) {
        completion(entry(on: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhraseEntry>) -> Void) {
        let today = Calendar.current.startOfDay(for: Date())
        let entries = (0..<3).map { day in
            entry(on: Calendar.current.date(byAdding: .day, value: day, to: today)!)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func entry(on date: Date) -> PhraseEntry {
        let day = Calendar.current.ordinality(of: .day, in: .year, for: date) ?? 1
        let streak = UserDefaults(suiteName: "group.org.polyglot")?.integer(forKey: "streak") ?? 0
        return PhraseEntry(date: date, phrase: phrases[day % phrases.count], streak: max(streak, 1))
    }
}

struct PolyglotWidgetEntryView: View {
    var entry: PhraseEntry
    @Environment(\.locale) private var locale

    private var languageName: String {
        locale.localizedString(forLanguageCode: entry.phrase.languageCode) ?? entry.phrase.languageCode
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("widget.header")
                .font(.caption.weight(.semibold))
                .foregroundColor(.indigo)
            Text(entry.phrase.text)
                .font(.title3.weight(.bold))
                .lineLimit(2)
                .minimumScaleFactor(0.8)
            Text(entry.phrase.translation)
                .font(.subheadline)
                .foregroundColor(.secondary)
            Text(String(format: NSLocalizedString("widget.language %@", comment: "language of the phrase"), languageName))
                .font(.caption2)
                .foregroundColor(.secondary)
            Spacer(minLength: 0)
            HStack {
                Label {
                    Text("\(entry.streak) day streak")
                } icon: {
                    Image(systemName: "flame.fill").foregroundColor(.orange)
                }
                .font(.caption)
                Spacer()
                Text(NSLocalizedString("widget.practice", comment: "opens the lesson"))
                    .font(.caption.weight(.semibold))
                    .foregroundColor(.indigo)
            }
        }
    }
}

@main
struct PolyglotWidget: Widget {
    let kind: String = "PolyglotWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PhraseProvider()) { entry in
            PolyglotWidgetEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "polyglot://lesson/today"))
        }
        .configurationDisplayName(Text("widget.name"))
        .description(Text(NSLocalizedString("widget.description", comment: "gallery description")))
        .supportedFamilies([.systemMedium])
    }
}
