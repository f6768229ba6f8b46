import Foundation

struct CountdownEvent: Codable, Identifiable, Hashable {
    var id: UUID = UUID()
    var title: String
    var emoji: String
    var date: Date

    static func upcoming(
        from defaults: UserDefaults? = UserDefaults(suiteName: "group.com.example.countdowns"),
        after now: Date = .now
    ) -> [CountdownEvent] {
        let saved =
            defaults?.data(forKey: "events")
            .flatMap { try? JSONDecoder().decode([CountdownEvent].self, from: $0) } ?? samples(relativeTo: now)
        return saved.filter { $0.date > now }.sorted { $0.date < $1.date }
    }

    static func samples(relativeTo now: Date) -> [CountdownEvent] {
        let calendar = Calendar.current
        return [
            CountdownEvent(title: "Flight to Tokyo", emoji: "✈️", date: calendar.date(byAdding: .hour, value: 5, to: now)!),
            CountdownEvent(title: "Concert", emoji: "🎸", date: calendar.date(byAdding: .day, value: 3, to: now)!),
            CountdownEvent(title: "Marathon", emoji: "🏃", date: calendar.date(byAdding: .day, value: 41, to: now)!),
        ]
    }
}

extension CountdownEvent {
    private static let relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        return formatter
    }()

    private static let remainingFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .hour, .minute]
        formatter.unitsStyle = .abbreviated
        formatter.maximumUnitCount = 2
        return formatter
    }()

    /// "in 3 days", "tomorrow".
    func relativeDescription(from now: Date) -> String {
        Self.relativeFormatter.localizedString(for: date, relativeTo: now)
    }

    /// "3d 4h": what fits beside the title in a small widget.
    func remaining(from now: Date) -> String {
        Self.remainingFormatter.string(from: now, to: date) ?? ""
    }

    func isWithinADay(of now: Date) -> Bool {
        date.timeIntervalSince(now) < 24 * 60 * 60
    }
}
