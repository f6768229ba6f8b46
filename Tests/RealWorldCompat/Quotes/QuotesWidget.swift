import SwiftUI
import WidgetKit

// Localized text through LocalizedStringResource and String(localized:), as iOS 16+ code writes it.

struct QuoteEntry: TimelineEntry {
    let date: Date
    let text: String
    let author: String
    let saved: Int
}

enum Strings {
    static let title = LocalizedStringResource("quote.title", defaultValue: "Quote of the day", bundle: .atURL(Bundle.module.bundleURL))
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry { QuoteEntry(date: Date(), text: "…", author: "", saved: 0) }
    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(QuoteEntry(date: Date(), text: "Simplicity is the ultimate sophistication.", author: "Leonardo da Vinci", saved: 12))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        getSnapshot(in: context) { completion(Timeline(entries: [$0], policy: .atEnd)) }
    }
}

struct QuoteView: View {
    @Environment(\.locale) private var locale
    let entry: QuoteEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(Strings.title)
                .font(.caption.weight(.semibold))
                .foregroundColor(.orange)
            Text(entry.text)
                .font(.system(.body, design: .serif))
                .italic()
                .minimumScaleFactor(0.8)
            Text(String(localized: "quote.author \(entry.author)", bundle: .module, locale: locale))
                .font(.caption)
            Spacer(minLength: 0)
            Text(String(localized: "quote.count \(entry.saved)", bundle: .module, locale: locale))
                .font(.caption2)
                .foregroundColor(.secondary)
        }
    }
}

@main
struct QuotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Quotes", provider: QuoteProvider()) { entry in
            QuoteView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Quotes")
        .supportedFamilies([.systemMedium])
    }
}
