import Foundation

/// How often a schedule asks for updates: normally, or less often (low power, Always On).
public enum TimelineScheduleMode: Sendable {
    /// Updates as the schedule asks.
    case normal
    /// Fewer updates.
    case lowFrequency
}

/// The dates at which a `TimelineView` redraws.
public protocol TimelineSchedule {
    /// The sequence of dates the schedule produces.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on at which the view updates.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A schedule at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of an every-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        /// The next minute boundary.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    /// An every-minute schedule.
    public init() {}

    /// The start of `startDate`'s minute, then every following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// A schedule at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next date of the period.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Dates `interval` seconds apart, starting at `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        // A zero or negative interval would never advance; one second keeps the sequence finite per step.
        self.interval = interval > 0 ? interval : 1
    }

    /// The last period boundary at or before `startDate` (or the schedule's start when that
    /// is later), then every following one.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let first = elapsed <= 0 ? self.startDate : self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        return Entries(upcoming: first, interval: interval)
    }
}

/// A schedule at a list of dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// A schedule at `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A schedule for animations: as often as the display allows, or every `minimumInterval`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        let paused: Bool
        /// The next frame's date; none while paused.
        public mutating func next() -> Date? {
            if paused { return nil }
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let minimumInterval: TimeInterval?
    let paused: Bool

    /// An animation schedule; nil interval means every display frame (60 Hz here).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then one date per frame.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 60), paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every display frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Updates at most every `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
