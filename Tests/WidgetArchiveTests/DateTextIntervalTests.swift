import Foundation
import Testing

@testable import WidgetArchive

/// `Text(start...end)` and the formatters date text shares between calls and threads.
@Suite struct DateTextIntervalTests {
    // 09:30–10:30 UTC: 23:30–00:30 across two days in Kiritimati (UTC+14), 22:30–23:30 on one
    // day in Pago Pago (UTC−11). Whatever zone the host is in, it disagrees with one of them.
    static let start = Date(timeIntervalSince1970: 1_800_005_400)  // 2027-01-15T09:30:00Z
    static let end = start + 3600

    func interval(in zone: String) -> DateText {
        DateText(kind: .interval(start: Self.start, end: Self.end), localeIdentifier: "en_US", timeZoneIdentifier: zone, calendarIdentifier: "gregorian")
    }

    /// "Same day" is the archive's day: the host's calendar (`Calendar.current`) put the wrong
    /// year format on one of these, whatever zone the host runs in.
    @Test func sameDayIsDecidedInTheArchivesZoneNotTheHosts() {
        // Across midnight in the archive's zone: short dates on both ends.
        #expect(
            interval(in: "Pacific/Kiritimati").formatted(at: Self.start)
                == "1/15/27, 11:30\u{202F}PM\u{2009}\u{2013}\u{2009}1/16/27, 12:30\u{202F}AM")
        // Within one day there: times only.
        #expect(interval(in: "Pacific/Pago_Pago").formatted(at: Self.start) == "10:30\u{2009}\u{2013}\u{2009}11:30\u{202F}PM")
    }

    /// One formatter per locale, zone, calendar and style, made once and then reused.
    @Test func formattersAreMadeOncePerLocaleZoneAndStyle() {
        let key = DateTextFormatters.Key(locale: "de_CH", timeZone: "Pacific/Chatham", calendar: "gregorian")
        #expect(DateTextFormatters.dateFormatter(key, .time) === DateTextFormatters.dateFormatter(key, .time))
        #expect(DateTextFormatters.dateFormatter(key, .time) !== DateTextFormatters.dateFormatter(key, .date))
        var other = key
        other.timeZone = "Asia/Kathmandu"
        #expect(DateTextFormatters.dateFormatter(key, .time) !== DateTextFormatters.dateFormatter(other, .time))
        #expect(DateTextFormatters.intervalFormatter(key, .interval) === DateTextFormatters.intervalFormatter(key, .interval))
        // The cached formatter keeps its zone: 09:30 UTC is 23:15 in Chatham (UTC+13:45 in its January summer).
        let text = DateText(
            kind: .styled(date: Self.start, style: .time), localeIdentifier: "de_CH", timeZoneIdentifier: "Pacific/Chatham", calendarIdentifier: "gregorian")
        #expect(text.formatted(at: Self.start) == "23:15")
        let zurich = DateText(
            kind: .styled(date: Self.start, style: .time), localeIdentifier: "de_CH", timeZoneIdentifier: "Europe/Zurich", calendarIdentifier: "gregorian")
        #expect(zurich.formatted(at: Self.start) == "10:30")
    }

    /// Render threads format at once; every result is the one a lone caller gets.
    @Test func concurrentCallersGetTheSameText() {
        let texts = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Asia/Kolkata"].flatMap { zone in
            [
                interval(in: zone),
                DateText(kind: .styled(date: Self.start, style: .time), localeIdentifier: "fr_FR", timeZoneIdentifier: zone, calendarIdentifier: "gregorian"),
                DateText(kind: .styled(date: Self.start, style: .date), localeIdentifier: "ja_JP", timeZoneIdentifier: zone, calendarIdentifier: "japanese"),
            ]
        }
        let expected = texts.map { $0.formatted(at: Self.start) }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                let index = (worker + round) % texts.count
                if texts[index].formatted(at: Self.start) != expected[index] { mismatches.add() }
            }
        }
        #expect(mismatches.count == 0)
    }

    /// Dates from another process may be NaN or eons away in any calendar: text, not a crash
    /// (Foundation's interval formatter dereferences a null pointer for NaN).
    @Test(arguments: ["gregorian", "chinese", "hebrew", "islamic", "persian", "japanese"])
    func intervalsOfUnreasonableDatesDoNotCrash(calendar: String) {
        func text(_ start: Double, _ end: Double) -> String {
            DateText(
                kind: .interval(start: Date(timeIntervalSinceReferenceDate: start), end: Date(timeIntervalSinceReferenceDate: end)),
                localeIdentifier: "en_US", timeZoneIdentifier: "Pacific/Kiritimati", calendarIdentifier: calendar
            )
            .formatted(at: Date(timeIntervalSince1970: 0))
        }
        #expect(text(.nan, 1e300) == "")
        #expect(text(0, .nan) == "")
        #expect(!text(-1e300, .infinity).isEmpty)
        #expect(!text(0, 1e300).isEmpty)
    }
}

private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
