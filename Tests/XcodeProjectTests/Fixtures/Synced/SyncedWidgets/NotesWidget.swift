import SwiftUI
import SyncedKit
import WidgetKit

struct NotesEntry: TimelineEntry {
    let date: Date
    let note: Note
}

struct NotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: Date(), note: Note(title: Greeting.text)) }

    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Notes", provider: NotesProvider()) { entry in
            #if os(iOS)
            Text(entry.note.title).containerBackground(.fill.tertiary, for: .widget)
            #else
            Text("not iOS")
            #endif
        }
        .configurationDisplayName("Notes")
    }
}
