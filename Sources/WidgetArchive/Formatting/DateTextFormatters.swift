import Foundation
import Synchronization

/// The locale, zone and calendar of archive date text, and its formatters, made once per
/// combination instead of once per call: a `DateFormatter` loads the locale's ICU data when
/// made, and date text is formatted on every measure and every draw.
///
/// Several render threads format at once. Foundation does not promise that one formatter may
/// be used by two threads, so each formatter is used under a lock of its own.
enum DateTextFormatters {
    /// What an archive's date text is formatted in.
    struct Key: Hashable, Sendable {
        var locale: String
        var timeZone: String
        var calendar: String
    }

    /// The formatters date text uses.
    enum Style: Hashable, Sendable {
        case time, date
        /// An interval within one day of the archive's calendar: times only.
        case sameDayInterval
        /// An interval across days: dates and times.
        case interval
    }

    struct Settings: Sendable {
        var locale: Locale
        var timeZone: TimeZone
        var calendar: Calendar
    }

    /// Keys come from archives, which other processes write: the caches are bounded.
    static let capacity = 256
    private static let settingsCache = BoundedCache<Key, Settings>(capacity: capacity)
    private static let dateFormatters = BoundedCache<FormatterKey, Locked<DateFormatter>>(capacity: capacity)
    private static let intervalFormatters = BoundedCache<FormatterKey, Locked<DateIntervalFormatter>>(capacity: capacity)

    struct FormatterKey: Hashable, Sendable {
        var key: Key
        var style: Style
    }

    static func settings(_ key: Key) -> Settings {
        settingsCache.value(for: key) {
            let locale = Locale(identifier: key.locale)
            let timeZone = TimeZone(identifier: key.timeZone) ?? TimeZone(secondsFromGMT: 0)!
            var calendar = Calendar(identifier: calendarIdentifier(key.calendar))
            calendar.locale = locale
            calendar.timeZone = timeZone
            return Settings(locale: locale, timeZone: timeZone, calendar: calendar)
        }
    }

    /// The `.time` (short time) or `.date` (long date) formatter of `key`.
    static func dateFormatter(_ key: Key, _ style: Style) -> Locked<DateFormatter> {
        let settings = settings(key)
        return dateFormatters.value(for: FormatterKey(key: key, style: style)) {
            let formatter = DateFormatter()
            formatter.locale = settings.locale
            formatter.timeZone = settings.timeZone
            formatter.calendar = settings.calendar
            formatter.dateStyle = style == .date ? .long : .none
            formatter.timeStyle = style == .time ? .short : .none
            return Locked(formatter)
        }
    }

    /// The interval formatter of `key`: short times, with short dates unless `style` is `.sameDayInterval`.
    static func intervalFormatter(_ key: Key, _ style: Style) -> Locked<DateIntervalFormatter> {
        let settings = settings(key)
        return intervalFormatters.value(for: FormatterKey(key: key, style: style)) {
            let formatter = DateIntervalFormatter()
            formatter.locale = settings.locale
            formatter.timeZone = settings.timeZone
            formatter.calendar = settings.calendar
            formatter.dateStyle = style == .sameDayInterval ? .none : .short
            formatter.timeStyle = .short
            return Locked(formatter)
        }
    }

    private static func calendarIdentifier(_ id: String) -> Calendar.Identifier {
        switch id {
        case "buddhist": .buddhist
        case "chinese": .chinese
        case "hebrew": .hebrew
        case "islamic": .islamic
        case "iso8601": .iso8601
        case "japanese": .japanese
        case "persian": .persian
        case "republicOfChina": .republicOfChina
        default: .gregorian
        }
    }
}

/// An object that is not safe to share, used by one thread at a time.
final class Locked<Value: AnyObject>: Sendable {
    private let value: Mutex<Value>

    init(_ value: sending Value) { self.value = Mutex(value) }

    func use<Result: Sendable>(_ body: (Value) -> Result) -> Result {
        value.withLock { body($0) }
    }
}

/// A dictionary that is emptied when full: enough for a handful of live keys, and bounded
/// when a process sends endless new ones.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func value(for key: Key, make: () -> Value) -> Value {
        values.withLock { values in
            if let value = values[key] { return value }
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            let value = make()
            values[key] = value
            return value
        }
    }
}
