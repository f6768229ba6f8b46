//
//  HydrationStore.swift
//  GlanceWidgets
//

import Foundation

struct HydrationLog {
    var glasses: Int
    var goal: Int
    var lastDrink: Date?

    var progress: Double { min(Double(glasses) / Double(max(goal, 1)), 1) }
    var isComplete: Bool { glasses >= goal }
}

enum HydrationStore {
    private static let defaults = UserDefaults(suiteName: "group.app.glance.shared")

    static func today() -> HydrationLog {
        guard let defaults, let day = defaults.object(forKey: "day") as? Date, Calendar.current.isDateInToday(day) else {
            return HydrationLog(glasses: 5, goal: 8, lastDrink: Date().addingTimeInterval(-50 * 60))
        }
        return HydrationLog(
            glasses: defaults.integer(forKey: "glasses"),
            goal: defaults.object(forKey: "goal") as? Int ?? 8,
            lastDrink: defaults.object(forKey: "lastDrink") as? Date
        )
    }
}
