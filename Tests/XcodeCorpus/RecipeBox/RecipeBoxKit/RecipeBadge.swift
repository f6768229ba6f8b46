//
//  RecipeBadge.swift
//  RecipeBoxKit
//

import SwiftUI

/// The course icon with the cooking time, as the app's list and the widget show it.
public struct RecipeBadge: View {
    let recipe: Recipe

    public init(recipe: Recipe) {
        self.recipe = recipe
    }

    public var body: some View {
        HStack(spacing: 4) {
            Image(systemName: recipe.course.symbolName)
            Text(recipe.durationText)
        }
        .font(.caption.weight(.medium))
        .padding(.horizontal, 8)
        .padding(.vertical, 3)
        .background(Capsule().fill(Color.orange.opacity(0.2)))
        .foregroundColor(.orange)
    }
}
