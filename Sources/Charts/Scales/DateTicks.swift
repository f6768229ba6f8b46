import Foundation

/// Calendar-aligned date ticks: the chart picks the smallest calendar interval (1, 5, 15, 30
/// seconds or minutes; 1, 3, 6, 12 hours; 1, 2 days; a week; 1, 3, 6 months; 1, 2, 5, 10 years)
/// that gives at most the desired number of ticks, and puts ticks on its boundaries.
enum DateTicks {
    struct Interval: Equatable {
        var component: Calendar.Component
        var count: Int
        /// The interval's approximate length, for choosing one.
        var seconds: Double
    }

    static let candidates: [Interval] = [
        Interval(component: .second, count: 1, seconds: 1), Interval(component: .second, count: 5, seconds: 5),
        Interval(component: .second, count: 15, seconds: 15), Interval(component: .second, count: 30, seconds: 30),
        Interval(component: .minute, count: 1, seconds: 60), Interval(component: .minute, count: 5, seconds: 300),
        Interval(component: .minute, count: 15, seconds: 900), Interval(component: .minute, count: 30, seconds: 1800),
        Interval(component: .hour, count: 1, seconds: 3600), Interval(component: .hour, count: 3, seconds: 10800),
        Interval(component: .hour, count: 6, seconds: 21600), Interval(component: .hour, count: 12, seconds: 43200),
        Interval(component: .day, count: 1, seconds: 86400), Interval(component: .day, count: 2, seconds: 172_800),
        Interval(component: .weekOfYear, count: 1, seconds: 604_800), Interval(component: .month, count: 1, seconds: 2_629_746),
        Interval(component: .month, count: 3, seconds: 7_889_238), Interval(component: .month, count: 6, seconds: 15_778_476),
        Interval(component: .year, count: 1, seconds: 31_556_952), Interval(component: .year, count: 2, seconds: 63_113_904),
        Interval(component: .year, count: 5, seconds: 157_784_760), Interval(component: .year, count: 10, seconds: 315_569_520),
    ]

    /// The smallest candidate that divides `span` seconds into at most `desired` parts.
    static func interval(span: Double, desired: Int) -> Interval {
        let wanted = span / Double(max(1, desired))
        return candidates.first { $0.seconds >= wanted } ?? candidates[candidates.count - 1]
    }

    /// The boundaries of `interval` within `lower`…`upper`: whole units counted from the
    /// unit above (hours from midnight, months from January, years from year 0).
    static func ticks(_ lower: Date, _ upper: Date, interval: Interval, calendar: Calendar) -> [Date] {
        guard upper >= lower else { return [] }
        let unitStart = calendar.dateInterval(of: interval.component, for: lower)?.start ?? lower
        var dates: [Date] = []
        var date = unitStart
        var guardCount = 0
        while date <= upper, guardCount < 2000 {
            guardCount += 1
            if date >= lower, aligned(date, interval, calendar) { dates.append(date) }
            guard let next = calendar.date(byAdding: interval.component, value: 1, to: date) else { break }
            date = next
        }
        return dates
    }

    static func aligned(_ date: Date, _ interval: Interval, _ calendar: Calendar) -> Bool {
        guard interval.count > 1 else { return true }
        let value: Int
        switch interval.component {
        case .second: value = calendar.component(.second, from: date)
        case .minute: value = calendar.component(.minute, from: date)
        case .hour: value = calendar.component(.hour, from: date)
        case .day: value = (calendar.ordinality(of: .day, in: .era, for: date) ?? 0) - 1
        case .month: value = calendar.component(.month, from: date) - 1
        case .year: value = calendar.component(.year, from: date)
        default: return true
        }
        return value % interval.count == 0
    }

    /// The label format for ticks of `component`: hours as "6 AM", days as "Nov 25",
    /// months as "Nov", years as "2026" (as the locale writes them).
    static func format(for component: Calendar.Component, locale: Locale, calendar: Calendar) -> Date.FormatStyle {
        var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        switch component {
        case .second: style = style.hour().minute().second()
        case .minute: style = style.hour().minute()
        case .hour: style = style.hour()
        case .day, .weekOfYear, .weekday: style = style.month(.abbreviated).day()
        case .month: style = style.month(.abbreviated)
        default: style = style.year()
        }
        return style
    }
}
