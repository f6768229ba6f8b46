import SwiftUI
import WidgetKit

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: .now, quote: Quote.all[0])
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (QuoteEntry) -> Void) {
        completion(QuoteEntry(date: .now, quote: .of(day: .now)))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<QuoteEntry>) -> Void) {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: .now)
        let entries = (0..<3).map { offset in
            let day = calendar.date(byAdding: .day, value: offset, to: today)!
            return QuoteEntry(date: day, quote: .of(day: day))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct QuoteView: View {
    let entry: QuoteEntry
    @Environment(\.widgetFamily) private var family

    private var attribution: String {
        String(localized: "— \(entry.quote.author)", comment: "Attribution under a quote")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if family != .systemSmall {
                Text("Quote of the Day")
                    .font(.caption.weight(.semibold))
                    .textCase(.uppercase)
                    .foregroundStyle(.purple)
            }
            Text(entry.quote.text)
                .font(.system(family == .systemSmall ? .callout : .title3, design: .serif))
                .italic()
                .minimumScaleFactor(0.7)
            Spacer(minLength: 0)
            Text(attribution)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct QuotidianWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuotidianWidget", provider: QuoteProvider()) { entry in
            QuoteView(entry: entry)
                .containerBackground(Color.purple.opacity(0.08), for: .widget)
        }
        .configurationDisplayName(String(localized: "Quote of the Day"))
        .description(String(localized: "A new quote every morning."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
