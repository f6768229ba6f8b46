import Foundation
import Testing
import WidgetArchive

@Suite struct DateTextTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func text(_ kind: DateText.Kind, locale: String = "en_US") -> DateText {
        DateText(kind: kind, localeIdentifier: locale, timeZoneIdentifier: "UTC", calendarIdentifier: "gregorian")
    }

    @Test func relativeUsesTwoLargestUnits() {
        let later = now + 2 * 3600 + 23 * 60 + 10
        #expect(text(.styled(date: later, style: .relative)).formatted(at: now) == "2 hours, 23 minutes")
    }

    @Test func offsetIsSigned() {
        #expect(text(.styled(date: now + 2 * 3600, style: .offset)).formatted(at: now) == "+2 hours")
        #expect(text(.styled(date: now - 90, style: .offset)).formatted(at: now) == "-1 minute")
    }

    @Test func timerCountsLikeAStopwatch() {
        #expect(text(.styled(date: now - (36 * 3600 + 59 * 60 + 1), style: .timer)).formatted(at: now) == "36:59:01")
        #expect(text(.timer(start: now, end: now + 300, pauseTime: nil, countsDown: true, showsHours: true)).formatted(at: now + 55) == "4:05")
        #expect(text(.timer(start: now, end: now + 300, pauseTime: nil, countsDown: false, showsHours: true)).formatted(at: now + 55) == "0:55")
        // A finished countdown stays at zero.
        #expect(text(.timer(start: now, end: now + 300, pauseTime: nil, countsDown: true, showsHours: true)).formatted(at: now + 999) == "0:00")
    }

    @Test func localeChangesWords() {
        let later = now + 2 * 3600 + 23 * 60
        #expect(text(.styled(date: later, style: .relative), locale: "ru_RU").formatted(at: now) == "2 часа 23 минуты")
    }

    @Test func staticStylesIgnoreTheClock() {
        let t = text(.styled(date: now, style: .date))
        #expect(t.formatted(at: now) == t.formatted(at: now + 86_400 * 3))
        #expect(t.formatted(at: now).contains("2027"))
    }
}
