import SwiftUI
import WidgetKit

struct NotesEntry: TimelineEntry {
    let date: Date
    let notes: [Note]
}

struct NotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry {
        NotesEntry(date: Date(), notes: [Note(id: 0, title: "Groceries", pinned: true)])
    }

    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) {
        var notes = SharedStore.loadNotes()
        if notes.isEmpty {
            // First run: the app has not written anything yet.
            notes = [Note(id: 1, title: "Welcome to Notes", pinned: true), Note(id: 2, title: "Tap to add a note", pinned: false)]
            try? SharedStore.save(notes)
        }
        completion(NotesEntry(date: Date(), notes: SharedStore.loadNotes()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        getSnapshot(in: context) { entry in
            completion(Timeline(entries: [entry], policy: .never))
        }
    }
}

struct NotesWidgetEntryView: View {
    var entry: NotesProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "note.text")
                Text("Notes").font(.headline)
                Spacer()
                Text("\(entry.notes.count)").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(entry.notes.prefix(3)) { note in
                HStack(spacing: 6) {
                    if note.pinned {
                        Image(systemName: "pin.fill").font(.caption2).foregroundColor(.orange)
                    }
                    Text(note.title).font(.subheadline).lineLimit(1)
                }
            }
            Spacer(minLength: 0)
        }
        .widgetURL(URL(string: "notes://list"))
    }
}

@main
struct NotesWidget: Widget {
    let kind: String = "NotesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NotesProvider()) { entry in
            NotesWidgetEntryView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Notes")
        .description("Your pinned notes.")
    }
}
