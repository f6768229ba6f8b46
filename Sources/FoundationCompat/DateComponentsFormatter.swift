import Foundation

/// Foundation's `DateComponentsFormatter` ("1h 2m", "1 hour, 2 minutes", "1:02:05"), which
/// swift-corelibs-foundation declares unavailable. Apple's API for what widgets use, formatted
/// by Foundation's own `Duration` format styles; widget files see it through `import SwiftUI`
/// or `import WidgetKit` (it shadows the unavailable one).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05".
        case positional = 0
        /// "1h 2m".
        case abbreviated = 1
        /// "1 hr, 2 min".
        case short = 2
        /// "1 hour, 2 minutes".
        case full = 3
        /// "one hour, two minutes" (numbers are written as digits here).
        case spellOut = 4
        /// "1hr 2min".
        case brief = 5
    }

    /// Which zero-valued units are shown.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A behaviour from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leading zero units dropped, as Apple's default does.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units at the start dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units in the middle dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units at the end dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units shown, and positional fields padded ("01:02:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units the string may use; hours, minutes and seconds when empty.
    open var allowedUnits: NSCalendar.Unit = []
    /// How units are written.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are shown.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units written (0 for no limit).
    open var maximumUnitCount: Int = 0
    /// Whether to add "About" when units were left out.
    open var includesApproximationPhrase = false
    /// Whether to add "remaining".
    open var includesTimeRemainingPhrase = false
    /// Whether the largest unit absorbs the next one ("1 day" for 25 hours with one unit).
    open var collapsesLargestUnit = false
    /// Whether the smallest unit may have a fraction.
    open var allowsFractionalUnits = false
    /// The calendar; its locale names the units.
    open var calendar: Calendar? = .current

    /// A formatter with Apple's defaults (positional, leading zeros dropped).
    public override init() { super.init() }

    /// Not supported: formatters are not archived here.
    public required init?(coder: NSCoder) { nil }

    /// `ti` seconds written with the allowed units.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let locale = calendar?.locale ?? .current
        let duration = Duration.milliseconds(Int64((ti * 1000).rounded()))
        var units = durationUnits
        if units.isEmpty { units = [.hours, .minutes, .seconds] }
        var text: String
        if unitsStyle == .positional {
            let pattern: Duration.TimeFormatStyle.Pattern
            // Apple drops a leading zero hour by default ("2:05" for 125 seconds).
            let hours = (units.contains(.hours) || units.contains(.days)) && (abs(ti) >= 3600 || zeroFormattingBehavior.contains(.pad))
            switch (hours, units.contains(.seconds)) {
            case (true, true): pattern = .hourMinuteSecond(padHourToLength: zeroFormattingBehavior.contains(.pad) ? 2 : 1)
            case (true, false): pattern = .hourMinute(padHourToLength: zeroFormattingBehavior.contains(.pad) ? 2 : 1)
            default: pattern = .minuteSecond(padMinuteToLength: zeroFormattingBehavior.contains(.pad) ? 2 : 1)
            }
            text = duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
        } else {
            let width: Duration.UnitsFormatStyle.UnitWidth
            switch unitsStyle {
            case .abbreviated: width = .narrow
            case .short: width = .abbreviated
            case .brief: width = .condensedAbbreviated
            default: width = .wide
            }
            let zeros: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy =
                zeroFormattingBehavior.contains(.pad) ? .show(length: 1) : .hide
            text = duration.formatted(
                Duration.UnitsFormatStyle(
                    allowedUnits: units, width: width, maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
                    zeroValueUnits: zeros, valueLength: nil,
                    fractionalPart: allowsFractionalUnits ? .show(length: 1) : .hide
                ).locale(locale))
        }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The components' length written with the allowed units.
    open func string(from components: DateComponents) -> String? {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        guard let end = (calendar ?? .current).date(byAdding: components, to: start) else { return nil }
        return string(from: end.timeIntervalSince(start))
    }

    /// The time between two dates written with the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A `TimeInterval`, `Double` or `DateComponents` written with the allowed units.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let seconds as TimeInterval: string(from: seconds)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// One value written in one style, as the class method on Apple platforms.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var durationUnits: Set<Duration.UnitsFormatStyle.Unit> {
        var units: Set<Duration.UnitsFormatStyle.Unit> = []
        if allowedUnits.contains(.weekOfMonth) || allowedUnits.contains(.weekOfYear) { units.insert(.weeks) }
        if allowedUnits.contains(.day) { units.insert(.days) }
        if allowedUnits.contains(.hour) { units.insert(.hours) }
        if allowedUnits.contains(.minute) { units.insert(.minutes) }
        if allowedUnits.contains(.second) { units.insert(.seconds) }
        return units
    }
}
