import Foundation

/// Date text that the host formats when it draws (WidgetKit keeps these current without a
/// timeline reload): `Text(date, style:)`, `Text(range)`, `Text(timerInterval:)`.
public struct DateText: Codable, Hashable, Sendable {
    /// Which of Text's date forms this is.
    public enum Kind: Codable, Hashable, Sendable {
        /// `Text(_:style:)` with `time`, `date`, `relative`, `offset` or `timer`.
        case styled(date: Date, style: Style)
        /// `Text(_ dates: ClosedRange<Date>)` / `Text(_ interval: DateInterval)`.
        case interval(start: Date, end: Date)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }
    /// The date styles of `Text(_:style:)`.
    public enum Style: String, Codable, Hashable, Sendable { case time, date, relative, offset, timer }

    /// The date form and its dates.
    public var kind: Kind
    /// The locale the text is formatted in.
    public var localeIdentifier: String
    /// The time zone the text is formatted in.
    public var timeZoneIdentifier: String
    /// The calendar the text is formatted in.
    public var calendarIdentifier: String

    /// Date text with the formatting context it is shown in.
    public init(kind: Kind, localeIdentifier: String, timeZoneIdentifier: String, calendarIdentifier: String) {
        self.kind = kind; self.localeIdentifier = localeIdentifier
        self.timeZoneIdentifier = timeZoneIdentifier; self.calendarIdentifier = calendarIdentifier
    }

    /// A date at which the text reads naturally, used when no display time is given.
    public var referenceDate: Date {
        switch kind {
        case .styled(let date, _): date
        case .interval(let start, _): start
        case .timer(let start, _, let pause, _, _): pause ?? start
        }
    }
}
