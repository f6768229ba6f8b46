//
//  RecipeBoxApp.swift
//  RecipeBox
//

import RecipeBoxKit
import SwiftUI

@main
struct RecipeBoxApp: App {
    var body: some Scene {
        WindowGroup {
            List(RecipeStore.shared.load()) { recipe in
                HStack {
                    Text(recipe.title)
                    Spacer()
                    RecipeBadge(recipe: recipe)
                }
            }
        }
    }
}
