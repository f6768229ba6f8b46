//
//  GroceriesWidget.swift
//  RecipeBoxGroceries
//
//  A second extension of the app, added a year after the first one.
//

import RecipeBoxKit
import SwiftUI
import WidgetKit

struct GroceriesEntry: TimelineEntry {
    let date: Date
    let items: [GroceryItem]

    var remaining: [GroceryItem] { items.filter { !$0.isChecked } }
}

struct GroceriesProvider: TimelineProvider {
    func placeholder(in context: Context) -> GroceriesEntry {
        GroceriesEntry(date: Date(), items: RecipeStore.shared.groceries())
    }

    func getSnapshot(in context: Context, completion: @escaping (GroceriesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GroceriesEntry>) -> Void) {
        // The app reloads this widget whenever the list changes.
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct GroceriesView: View {
    let entry: GroceriesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading) {
                Text("\(entry.remaining.count) to buy")
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.remaining.map(\.name).joined(separator: ", "))
                    .font(.caption)
                    .lineLimit(2)
            }
        } else {
            VStack(alignment: .leading, spacing: 5) {
                Label("Groceries", systemImage: "cart.fill")
                    .font(.caption.bold())
                    .foregroundColor(.orange)
                ForEach(entry.items.prefix(family == .systemSmall ? 4 : 5)) { item in
                    HStack(spacing: 6) {
                        Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(item.isChecked ? .green : .secondary)
                        Text(item.name)
                            .strikethrough(item.isChecked)
                            .foregroundColor(item.isChecked ? .secondary : .primary)
                            .lineLimit(1)
                        if family != .systemSmall {
                            Spacer()
                            Text(item.quantity).foregroundColor(.secondary)
                        }
                    }
                    .font(.caption)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

@main
struct GroceriesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RecipeBoxGroceries", provider: GroceriesProvider()) { entry in
            GroceriesView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Groceries")
        .description("What's left on your shopping list.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}
