import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// TimelineView in a widget: built once, at the date the entry is drawn for.
@MainActor @Suite struct TimelineViewTests {
    static let entryDate = Date(timeIntervalSince1970: 1_780_310_550)  // 2026-06-01 10:42:30 UTC

    func shownDate<S: TimelineSchedule>(_ schedule: S, timelineDate: Date?) -> (String, TimelineViewDefaultContext.Cadence?) {
        let seen = CadenceSeen()
        var env = EnvironmentValues()
        env.timelineDate = timelineDate
        let view = TimelineView(schedule) { context in
            let _ = seen.record(context.cadence)
            Text(verbatim: context.date.ISO8601Format())
        }
        let archive = ArchiveBuilder.archive(view, environment: env, header: ArchiveEnvironment())
        return (archive.root.plainTexts.joined(), seen.cadence)
    }

    @Test func contextDateIsTheEntryDateWhateverTheSchedule() {
        let expected = Self.entryDate.ISO8601Format()
        #expect(shownDate(.everyMinute, timelineDate: Self.entryDate) == (expected, .minutes))
        #expect(shownDate(.periodic(from: .distantPast, by: 3600), timelineDate: Self.entryDate).0 == expected)
        #expect(shownDate(.explicit([Self.entryDate.addingTimeInterval(60)]), timelineDate: Self.entryDate).0 == expected)
        #expect(shownDate(.animation, timelineDate: Self.entryDate) == (expected, .live))
        #expect(shownDate(.animation(minimumInterval: 1, paused: true), timelineDate: Self.entryDate).0 == expected)
    }

    @Test func theDateOracleFailsOnAOneSecondShift() {
        let shifted = shownDate(.everyMinute, timelineDate: Self.entryDate.addingTimeInterval(1)).0
        #expect(shifted != Self.entryDate.ISO8601Format())
    }

    @Test func outsideAnEntryTheDateIsNow() throws {
        let before = Date()
        let shown = shownDate(.everyMinute, timelineDate: nil).0
        let date = try #require(ISO8601DateFormatter().date(from: shown))
        #expect(abs(date.timeIntervalSince(before)) < 60)
    }

    @Test func schedulesListTheirDates() {
        let minutes = Array(EveryMinuteTimelineSchedule().entries(from: Self.entryDate, mode: .normal).prefix(2))
        #expect(minutes == [Date(timeIntervalSince1970: 1_780_310_520), Date(timeIntervalSince1970: 1_780_310_580)])
        let start = Date(timeIntervalSince1970: 1_780_300_000)
        let periodic = Array(PeriodicTimelineSchedule(from: start, by: 300).entries(from: start.addingTimeInterval(700), mode: .normal).prefix(2))
        #expect(periodic == [start.addingTimeInterval(600), start.addingTimeInterval(900)])
        let early = Array(PeriodicTimelineSchedule(from: start, by: 300).entries(from: start.addingTimeInterval(-50), mode: .lowFrequency).prefix(1))
        #expect(early == [start])
        #expect(Array(ExplicitTimelineSchedule([start]).entries(from: .distantPast, mode: .normal)) == [start])
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)).isEmpty)
        let frames = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3))
        #expect(frames == [start, start.addingTimeInterval(0.5), start.addingTimeInterval(1)])
    }
}

/// The cadence a TimelineView's content was built with.
@MainActor final class CadenceSeen {
    var cadence: TimelineViewDefaultContext.Cadence?
    func record(_ value: TimelineViewDefaultContext.Cadence) -> Bool {
        cadence = value
        return true
    }
}
