//
//  Recipe.swift
//  RecipeBoxKit
//
//  Shared between the app and the widget extension.
//

import Foundation

public struct Recipe: Codable, Identifiable, Hashable {
    public enum Course: String, Codable, CaseIterable {
        case breakfast, lunch, dinner, dessert

        public var symbolName: String {
            switch self {
            case .breakfast: return "sunrise.fill"
            case .lunch: return "fork.knife"
            case .dinner: return "moon.stars.fill"
            case .dessert: return "birthday.cake.fill"
            }
        }
    }

    public let id: UUID
    public var title: String
    public var course: Course
    public var minutes: Int
    public var servings: Int
    public var isFavorite: Bool

    public init(id: UUID = UUID(), title: String, course: Course, minutes: Int, servings: Int, isFavorite: Bool = false) {
        self.id = id
        self.title = title
        self.course = course
        self.minutes = minutes
        self.servings = servings
        self.isFavorite = isFavorite
    }

    public var durationText: String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}

public extension Recipe {
    static let samples: [Recipe] = [
        Recipe(title: "Shakshuka", course: .breakfast, minutes: 25, servings: 2, isFavorite: true),
        Recipe(title: "Lentil Soup", course: .lunch, minutes: 40, servings: 4),
        Recipe(title: "Mushroom Risotto", course: .dinner, minutes: 75, servings: 4, isFavorite: true),
        Recipe(title: "Lemon Tart", course: .dessert, minutes: 90, servings: 8),
    ]
}
