import Foundation

/// Today's water intake, kept in the App Group so the app and the widget's buttons share it.
struct WaterLog: Sendable {
    static let suiteName = "group.com.example.sipper"
    private static let intakeKey = "intake"
    private static let dayKey = "intakeDay"

    private var defaults: UserDefaults? { UserDefaults(suiteName: Self.suiteName) }

    private static func dayStamp(for date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    /// Millilitres logged today; yesterday's total does not carry over.
    func intake(on date: Date = .now) -> Int {
        guard let defaults, defaults.string(forKey: Self.dayKey) == Self.dayStamp(for: date) else { return 0 }
        return defaults.integer(forKey: Self.intakeKey)
    }

    func add(_ millilitres: Int, on date: Date = .now) {
        guard let defaults else { return }
        let total = intake(on: date) + millilitres
        defaults.set(Self.dayStamp(for: date), forKey: Self.dayKey)
        defaults.set(max(total, 0), forKey: Self.intakeKey)
    }
}
