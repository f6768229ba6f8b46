import Foundation

struct AgendaEvent: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let start: Date
    let calendarColor: String
    let location: String?

    static func sampleDay(startingAt base: Date) -> [AgendaEvent] {
        [
            AgendaEvent(title: "Stand-up", start: base.addingTimeInterval(9 * 3600), calendarColor: "blue", location: nil),
            AgendaEvent(title: "Design review", start: base.addingTimeInterval(11 * 3600), calendarColor: "purple", location: "Room 4"),
            AgendaEvent(title: "Lunch with Ana", start: base.addingTimeInterval(13 * 3600), calendarColor: "green", location: "Café Lua"),
            AgendaEvent(title: "1:1", start: base.addingTimeInterval(15.5 * 3600), calendarColor: "blue", location: nil),
            AgendaEvent(title: "Gym", start: base.addingTimeInterval(18 * 3600), calendarColor: "orange", location: nil),
        ]
    }
}
