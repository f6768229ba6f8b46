import SwiftUI
import WidgetKit

// Pre-iOS 17 code often contains buttons and toggles that only an app can run; a widget draws
// them (WidgetKit ignores the action) and opens the app through its URL.

struct ReminderItem: Identifiable {
    let id: Int
    let title: String
    var done: Bool
}

struct RemindersEntry: TimelineEntry {
    let date: Date
    let items: [ReminderItem]
}

struct RemindersProvider: TimelineProvider {
    let items = [
        ReminderItem(id: 1, title: "Call the plumber", done: false), ReminderItem(id: 2, title: "Buy coffee", done: true),
        ReminderItem(id: 3, title: "Renew passport", done: false),
    ]

    func placeholder(in context: Context) -> RemindersEntry { RemindersEntry(date: Date(), items: items) }
    func getSnapshot(in context: Context, completion: @escaping (RemindersEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RemindersEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct RemindersView: View {
    let entry: RemindersEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Reminders").font(.headline)
                Spacer()
                Button(action: {}) {
                    Image(systemName: "plus.circle.fill")
                }
            }
            ForEach(entry.items) { item in
                Link(destination: URL(string: "reminders://item/\(item.id)")!) {
                    HStack {
                        Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(item.done ? .green : .gray)
                        Text(item.title)
                            .strikethrough(item.done)
                            .foregroundColor(item.done ? .secondary : .primary)
                    }
                    .font(.subheadline)
                }
            }
            Spacer(minLength: 0)
        }
    }
}

@main
struct RemindersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reminders", provider: RemindersProvider()) { entry in
            RemindersView(entry: entry).containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Reminders")
        .supportedFamilies([.systemMedium])
    }
}
