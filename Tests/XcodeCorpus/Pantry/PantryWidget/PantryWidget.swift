import SwiftData
import SwiftUI
import WidgetKit

struct ExpiringItem: Identifiable {
    let id = UUID()
    let name: String
    let daysLeft: Int
}

struct PantryEntry: TimelineEntry {
    let date: Date
    let items: [ExpiringItem]
    var isSample = false
}

struct PantryProvider: TimelineProvider {
    static let samples = [
        ExpiringItem(name: "Spinach", daysLeft: 1),
        ExpiringItem(name: "Greek yogurt", daysLeft: 2),
        ExpiringItem(name: "Sourdough", daysLeft: 4),
    ]

    func placeholder(in context: Context) -> PantryEntry {
        PantryEntry(date: .now, items: Self.samples, isSample: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (PantryEntry) -> Void) {
        let items = (try? fetchExpiring(limit: 3)) ?? []
        completion(PantryEntry(date: .now, items: items.isEmpty ? Self.samples : items))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PantryEntry>) -> Void) {
        let items = (try? fetchExpiring(limit: context.family == .systemSmall ? 3 : 5)) ?? []
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [PantryEntry(date: .now, items: items)], policy: .after(midnight)))
    }

    /// Reads the items the app saved, soonest to expire first, skipping opened ones.
    private func fetchExpiring(limit: Int) throws -> [ExpiringItem] {
        let context = ModelContext(SharedModelContainer.container)
        var descriptor = FetchDescriptor<PantryItem>(
            predicate: #Predicate { !$0.isOpened },
            sortBy: [SortDescriptor(\.expiresOn)]
        )
        descriptor.fetchLimit = limit
        return try context.fetch(descriptor).map { ExpiringItem(name: $0.name, daysLeft: $0.daysLeft) }
    }
}

struct PantryWidgetView: View {
    let entry: PantryEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Use soon", systemImage: "refrigerator")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.green)
            if entry.items.isEmpty {
                Spacer()
                Text("Nothing expiring. Add groceries in Pantry.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
            } else {
                ForEach(entry.items) { item in
                    HStack {
                        Text(item.name)
                            .font(.subheadline)
                            .lineLimit(1)
                        Spacer()
                        Text(item.daysLeft <= 0 ? "today" : "\(item.daysLeft)d")
                            .font(.subheadline.monospacedDigit())
                            .foregroundStyle(item.daysLeft <= 1 ? .red : .secondary)
                    }
                }
                Spacer(minLength: 0)
            }
        }
        .redacted(reason: entry.isSample ? .placeholder : [])
    }
}

@main
struct PantryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PantryWidget", provider: PantryProvider()) { entry in
            PantryWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Use Soon")
        .description("Groceries that expire first.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
