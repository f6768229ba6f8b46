import Foundation

struct Quote: Hashable, Sendable {
    let text: LocalizedStringResource
    let author: String

    static let all: [Quote] = [
        Quote(text: "The best way out is always through.", author: "Robert Frost"),
        Quote(text: "Simplicity is the ultimate sophistication.", author: "Leonardo da Vinci"),
        Quote(text: "Well begun is half done.", author: "Aristotle"),
        Quote(text: "Nothing will come of nothing.", author: "William Shakespeare"),
    ]

    /// The same quote all day, a different one tomorrow.
    static func of(day date: Date, calendar: Calendar = .current) -> Quote {
        let day = calendar.ordinality(of: .day, in: .era, for: date) ?? 0
        return all[day % all.count]
    }
}
