//
//  GroceryList.swift
//  RecipeBoxKit
//

import Foundation

public struct GroceryItem: Codable, Identifiable, Hashable {
    public var id: String { name }
    public var name: String
    public var quantity: String
    public var isChecked: Bool

    public init(name: String, quantity: String, isChecked: Bool = false) {
        self.name = name
        self.quantity = quantity
        self.isChecked = isChecked
    }
}

public extension RecipeStore {
    /// The shopping list the app keeps for the week's recipes.
    func groceries() -> [GroceryItem] {
        guard let data = UserDefaults(suiteName: RecipeStore.appGroup)?.data(forKey: "groceries"),
              let items = try? JSONDecoder().decode([GroceryItem].self, from: data)
        else {
            return [
                GroceryItem(name: "Arborio rice", quantity: "300 g"),
                GroceryItem(name: "Chestnut mushrooms", quantity: "250 g", isChecked: true),
                GroceryItem(name: "Parmesan", quantity: "80 g"),
                GroceryItem(name: "Lemons", quantity: "3"),
                GroceryItem(name: "Eggs", quantity: "6", isChecked: true),
            ]
        }
        return items
    }
}
