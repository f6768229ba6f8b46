import Foundation
import Testing

@testable import Charts

/// Nice numeric domains and ticks, calendar-aligned date ticks and category bands.
@Suite struct ScaleTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(NumericTicks.step(span: 90, count: 4) == 50)
        #expect(NumericTicks.step(span: 100, count: 5) == 20)
        #expect(NumericTicks.step(span: 4200, count: 5) == 1000)
        #expect(NumericTicks.step(span: 0.27, count: 3) == 0.1)
        #expect(NumericTicks.step(span: 7, count: 5) == 2)
        #expect(NumericTicks.step(span: 10, count: 10) == 1)
    }

    @Test func automaticDomainsWidenToWholeSteps() {
        let bars = NumericTicks.niceDomain(0, 90, count: 4)
        #expect(bars.lower == 0 && bars.upper == 100 && bars.step == 50)
        #expect(NumericTicks.ticks(bars.lower, bars.upper, step: bars.step) == [0, 50, 100])
        let steps = NumericTicks.niceDomain(0, 4200, count: 5)
        #expect(steps.upper == 5000 && steps.step == 1000)
        #expect(NumericTicks.ticks(steps.lower, steps.upper, step: steps.step) == [0, 1000, 2000, 3000, 4000, 5000])
        // Negative values: the domain settles on a step that covers both signs.
        let mixed = NumericTicks.niceDomain(-3, 7, count: 5)
        #expect(mixed.lower == -5 && mixed.upper == 10 && mixed.step == 5)
        // A single value sits on a domain from zero.
        let single = NumericTicks.niceDomain(5, 5, count: 5)
        #expect(single.lower == 0 && single.upper == 5)
    }

    @Test func fractionalTicksAreExactDecimals() {
        let d = NumericTicks.niceDomain(0, 0.27, count: 3)
        #expect(NumericTicks.ticks(d.lower, d.upper, step: d.step) == [0, 0.1, 0.2, 0.3])
        let en = Locale(identifier: "en_US")
        #expect(NumericTicks.label(0.1, step: 0.1, locale: en) == "0.1")
        #expect(NumericTicks.label(0.25, step: 0.05, locale: en) == "0.25")
        #expect(NumericTicks.label(1500, step: 500, locale: en) == "1,500")
        #expect(NumericTicks.label(1500, step: 500, locale: Locale(identifier: "de_DE")) == "1.500")
    }

    @Test func dateIntervalsAreTheSmallestCalendarUnitThatFits() {
        #expect(DateTicks.interval(span: 86400, desired: 5) == DateTicks.Interval(component: .hour, count: 6, seconds: 21600))
        #expect(DateTicks.interval(span: 86400, desired: 2).component == .hour)
        #expect(DateTicks.interval(span: 86400, desired: 2).count == 12)
        #expect(DateTicks.interval(span: 7 * 86400, desired: 6) == DateTicks.Interval(component: .day, count: 2, seconds: 172_800))
        #expect(DateTicks.interval(span: 365 * 86400, desired: 4).component == .month)
        #expect(DateTicks.interval(span: 365 * 86400, desired: 4).count == 3)
        #expect(DateTicks.interval(span: 3600, desired: 4) == DateTicks.Interval(component: .minute, count: 15, seconds: 900))
    }

    @Test func dateTicksSitOnCalendarBoundaries() {
        let sixHours = DateTicks.Interval(component: .hour, count: 6, seconds: 21600)
        let ticks = DateTicks.ticks(Self.date("2026-06-01T01:30:00Z"), Self.date("2026-06-02T01:00:00Z"), interval: sixHours, calendar: Self.utc)
        #expect(ticks == ["06", "12", "18"].map { Self.date("2026-06-01T\($0):00:00Z") } + [Self.date("2026-06-02T00:00:00Z")])
        let quarters = DateTicks.Interval(component: .month, count: 3, seconds: 0)
        let months = DateTicks.ticks(Self.date("2026-01-10T00:00:00Z"), Self.date("2026-12-31T00:00:00Z"), interval: quarters, calendar: Self.utc)
        #expect(months == ["04", "07", "10"].map { Self.date("2026-\($0)-01T00:00:00Z") })
    }

    @Test func dateLabelsFollowTheInterval() {
        let en = Locale(identifier: "en_US")
        let six = Self.date("2026-06-01T06:00:00Z")
        #expect(six.formatted(DateTicks.format(for: .hour, locale: en, calendar: Self.utc)) == "6\u{202F}AM")  // ICU's narrow no-break space, as on iOS 17
        #expect(six.formatted(DateTicks.format(for: .day, locale: en, calendar: Self.utc)) == "Jun 1")
        #expect(six.formatted(DateTicks.format(for: .month, locale: en, calendar: Self.utc)) == "Jun")
        #expect(six.formatted(DateTicks.format(for: .year, locale: en, calendar: Self.utc)) == "2026")
    }

    @Test func categoriesAreEvenBands() {
        let scale = PositionScale(kind: .category, domain: .bands(["A", "B", "C", "D"]), length: 200, upward: false)
        #expect(scale.bandwidth == 50)
        #expect(scale.position(.category("C")) == 125)
        #expect(scale.band(.category("A"))! == (0, 50))
        #expect(scale.position(.category("E")) == nil)
    }

    @Test func continuousScalesPutLargerValuesHigherOnY() {
        let y = PositionScale(kind: .number, domain: .continuous(lower: 0, upper: 100), length: 80, upward: true)
        #expect(y.position(.number(0)) == 80)
        #expect(y.position(.number(25)) == 60)
        #expect(y.position(.number(100)) == 0)
        var reversed = y
        reversed.reversed = true
        #expect(reversed.position(.number(25)) == 20)
    }

    @Test func barsStackPerCategoryAndOtherMarksDoNot() {
        var a = MarkRecord(.bar), b = MarkRecord(.bar), c = MarkRecord(.bar), line = MarkRecord(.line)
        a.x = PlotChannel(label: "Day", value: .category("Mon"))
        a.y = PlotChannel(label: "N", value: .number(3))
        b.x = a.x
        b.y = PlotChannel(label: "N", value: .number(4))
        c.x = PlotChannel(label: "Day", value: .category("Tue"))
        c.y = PlotChannel(label: "N", value: .number(-2))
        line.x = a.x
        line.y = a.y
        let stacks = StackedMarks([a, b, c, line], calendar: Self.utc)
        #expect(stacks.ranges[0].map { [$0.start, $0.end] } == [0, 3])
        #expect(stacks.ranges[1].map { [$0.start, $0.end] } == [3, 7])
        #expect(stacks.ranges[2].map { [$0.start, $0.end] } == [0, -2])
        #expect(stacks.ranges[3] == nil)
        #expect(stacks.ranges[0]?.orientation == .vertical)
    }
}
