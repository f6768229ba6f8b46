//
//  RecipeStore.swift
//  RecipeBoxKit
//

import Foundation

public final class RecipeStore {
    public static let appGroup = "group.com.example.recipebox"
    public static let shared = RecipeStore()

    private let defaults: UserDefaults?

    public init(defaults: UserDefaults? = UserDefaults(suiteName: RecipeStore.appGroup)) {
        self.defaults = defaults
    }

    /// The saved recipes, or the samples on first launch.
    public func load() -> [Recipe] {
        guard let data = defaults?.data(forKey: "recipes"),
              let recipes = try? JSONDecoder().decode([Recipe].self, from: data), !recipes.isEmpty
        else { return Recipe.samples }
        return recipes
    }

    public func save(_ recipes: [Recipe]) throws {
        defaults?.set(try JSONEncoder().encode(recipes), forKey: "recipes")
    }

    /// A recipe for the day: the same all day, a different one tomorrow.
    public func recipeOfTheDay(on date: Date = Date(), calendar: Calendar = .current) -> Recipe {
        let recipes = load()
        let day = calendar.ordinality(of: .day, in: .era, for: date) ?? 0
        return recipes[day % recipes.count]
    }
}
