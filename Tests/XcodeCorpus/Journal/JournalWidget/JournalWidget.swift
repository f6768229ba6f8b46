import CoreData
import SwiftUI
import WidgetKit

struct JournalLine: Hashable {
    var title: String
    var mood: Int
    var date: Date
}

struct JournalEntry: TimelineEntry {
    let date: Date
    let lines: [JournalLine]
    let total: Int
}

struct Provider: TimelineProvider {
    private let store = JournalStore(readOnly: true)

    func placeholder(in context: Context) -> JournalEntry {
        JournalEntry(date: Date(), lines: [JournalLine(title: "Morning run by the river", mood: 4, date: Date())], total: 12)
    }

    func getSnapshot(in context: Context, completion: @escaping (JournalEntry) -> ()) {
        completion(loadEntry() ?? placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<JournalEntry>) -> ()) {
        let entry = loadEntry() ?? JournalEntry(date: Date(), lines: [], total: 0)
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
    }

    private func loadEntry() -> JournalEntry? {
        guard let objects = try? store.recentEntries(limit: 3) else { return nil }
        let lines = objects.map { object in
            JournalLine(
                title: object.value(forKey: "title") as? String ?? "Untitled",
                mood: (object.value(forKey: "mood") as? Int) ?? 3,
                date: object.value(forKey: "createdAt") as? Date ?? Date()
            )
        }
        return JournalEntry(date: Date(), lines: lines, total: store.count())
    }
}

struct JournalWidgetEntryView: View {
    var entry: Provider.Entry

    private func moodSymbol(_ mood: Int) -> String {
        switch mood {
        case ..<2: return "cloud.rain"
        case 2...3: return "cloud.sun"
        default: return "sun.max"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Journal").font(.headline)
                Spacer()
                Text("\(entry.total) entries").font(.caption).foregroundColor(.secondary)
            }
            if entry.lines.isEmpty {
                Text("No entries this week").font(.subheadline).foregroundColor(.secondary)
            }
            ForEach(entry.lines, id: \.self) { line in
                HStack(spacing: 6) {
                    Image(systemName: moodSymbol(line.mood))
                    Text(line.title).lineLimit(1)
                    Spacer()
                    Text(line.date, style: .date).font(.caption2).foregroundColor(.secondary)
                }
                .font(.subheadline)
            }
            Spacer(minLength: 0)
        }
    }
}

@main
struct JournalWidget: Widget {
    let kind: String = "JournalWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            JournalWidgetEntryView(entry: entry)
                .containerBackground(Color(.systemBackground), for: .widget)
        }
        .configurationDisplayName("Recent Entries")
        .description("Your latest journal entries.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
