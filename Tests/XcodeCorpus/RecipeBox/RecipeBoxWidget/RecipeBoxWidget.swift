//
//  RecipeBoxWidget.swift
//  RecipeBoxWidget
//

import RecipeBoxKit
import SwiftUI
import WidgetKit

struct RecipeEntry: TimelineEntry {
    let date: Date
    let recipe: Recipe
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> RecipeEntry {
        RecipeEntry(date: Date(), recipe: Recipe.samples[0])
    }

    func getSnapshot(in context: Context, completion: @escaping (RecipeEntry) -> ()) {
        completion(RecipeEntry(date: Date(), recipe: RecipeStore.shared.recipeOfTheDay()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RecipeEntry>) -> ()) {
        let now = Date()
        let midnight = Calendar.current.startOfDay(for: now.addingTimeInterval(86_400))
        let entry = RecipeEntry(date: now, recipe: RecipeStore.shared.recipeOfTheDay(on: now))
        completion(Timeline(entries: [entry], policy: .after(midnight)))
    }
}

struct RecipeBoxWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("TODAY'S RECIPE")
                .font(.caption2.weight(.bold))
                .foregroundColor(.secondary)
            Text(entry.recipe.title)
                .font(family == .systemSmall ? .headline : .title2.weight(.semibold))
                .lineLimit(2)
            if entry.recipe.isFavorite {
                Label("Favorite", systemImage: "heart.fill")
                    .font(.caption)
                    .foregroundColor(.pink)
            }
            Spacer(minLength: 0)
            HStack {
                RecipeBadge(recipe: entry.recipe)
                if family != .systemSmall {
                    Spacer()
                    Text("Serves \(entry.recipe.servings)")
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@main
struct RecipeBoxWidget: Widget {
    let kind: String = "RecipeBoxWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            RecipeBoxWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "recipebox://recipe/\(entry.recipe.id.uuidString)"))
        }
        .configurationDisplayName("Recipe of the Day")
        .description("Something new to cook every day.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
