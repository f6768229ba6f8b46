import Foundation

extension DateText {
    /// The text as WidgetKit shows it when the clock reads `now`.
    ///
    /// `.time`/`.date` are static; `.relative`, `.offset` and `.timer` count against `now`,
    /// which is why the archive keeps the date rather than a string.
    public func formatted(at now: Date) -> String {
        let key = DateTextFormatters.Key(locale: localeIdentifier, timeZone: timeZoneIdentifier, calendar: calendarIdentifier)
        switch kind {
        case .styled(let date, .time):
            return DateTextFormatters.dateFormatter(key, .time).use { $0.string(from: date) }
        case .styled(let date, .date):
            return DateTextFormatters.dateFormatter(key, .date).use { $0.string(from: date) }
        case .styled(let date, .relative):
            return Self.span(abs(date.timeIntervalSince(now)), locale: DateTextFormatters.settings(key).locale)
        case .styled(let date, .offset):
            let delta = date.timeIntervalSince(now)
            let sign = delta > 0 ? "+" : (delta < 0 ? "-" : "")
            return sign + Self.span(abs(delta), locale: DateTextFormatters.settings(key).locale, maximumUnits: 1)
        case .styled(let date, .timer):
            return Self.clock(abs(now.timeIntervalSince(date)), showsHours: true)
        case .interval(let start, let end):
            // Foundation's interval formatter dereferences a null pointer for a NaN date (another
            // process's archive may hold one); the date formatter answers "" for it, and so does this.
            guard !start.timeIntervalSinceReferenceDate.isNaN, !end.timeIntervalSinceReferenceDate.isNaN else { return "" }
            // "Same day" in the archive's calendar and zone (the widget's), not the host's.
            let sameDay = DateTextFormatters.settings(key).calendar.isDate(start, inSameDayAs: end)
            return DateTextFormatters.intervalFormatter(key, sameDay ? .sameDayInterval : .interval).use { $0.string(from: start, to: end) }
        case .timer(let start, let end, let pauseTime, let countsDown, let showsHours):
            let at = min(max(pauseTime ?? now, start), end)
            let seconds = countsDown ? end.timeIntervalSince(at) : at.timeIntervalSince(start)
            return Self.clock(seconds, showsHours: showsHours)
        }
    }

    /// "2 hours, 23 minutes": the two largest non-zero units, as WidgetKit's relative style.
    private static func span(_ seconds: TimeInterval, locale: Locale, maximumUnits: Int = 2) -> String {
        let whole = Int64(Self.wholeSeconds(seconds))
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.weeks, .days, .hours, .minutes, .seconds],
            width: .wide,
            maximumUnitCount: maximumUnits,
            // "2 hours, 23 minutes" until it is 24: units count down, they never round up.
            fractionalPart: .hide(rounded: .towardZero)
        ).locale(locale)
        return Duration.seconds(whole).formatted(style)
    }

    /// Whole non-negative seconds, for dates from another process: NaN and spans beyond any
    /// calendar (about 31 million years here) are clamped instead of trapping in `Int(_:)`.
    private static func wholeSeconds(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite else { return 0 }
        return Int(min(max(0, seconds), 1e15).rounded(.down))
    }

    /// "36:59:01" / "4:05": a stopwatch reading.
    private static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Self.wholeSeconds(seconds)
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        if showsHours && h > 0 {
            return "\(h):" + pad(m) + ":" + pad(s)
        }
        return "\(showsHours ? m : total / 60):" + pad(s)
    }

    private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
