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
