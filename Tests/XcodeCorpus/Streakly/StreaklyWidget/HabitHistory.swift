import Foundation

/// Days are stored as "yyyy-MM-dd" strings joined by commas: short enough for @AppStorage.
enum HabitHistory {
    static let suite = UserDefaults(suiteName: "group.com.example.streakly")

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    static func key(for date: Date) -> String { dayFormatter.string(from: date) }

    static func days(from stored: String) -> Set<String> {
        Set(stored.split(separator: ",").map(String.init))
    }

    /// Consecutive days done, counting back from today (or from yesterday while today is still open).
    static func streak(in done: Set<String>, endingAt today: Date, calendar: Calendar = .current) -> Int {
        var day = done.contains(key(for: today)) ? today : calendar.date(byAdding: .day, value: -1, to: today)!
        var count = 0
        while done.contains(key(for: day)) {
            count += 1
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return count
    }

    /// A sample week shown before the app has written anything.
    static func sample(endingAt today: Date, calendar: Calendar = .current) -> String {
        [1, 2, 3, 5, 6].compactMap { calendar.date(byAdding: .day, value: -$0, to: today) }
            .map(key(for:))
            .joined(separator: ",")
    }
}
