import Foundation
import SwiftUI

/// A labelled value for one channel of a mark (`x`, `y`, `angle`, `foregroundStyle(by:)`…).
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    /// For dates: the calendar unit a bar or rectangle spans (`unit: .day`).
    let unit: Calendar.Component?
    let calendar: Calendar?

    /// A value with a localized label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "\(label)", value: value, unit: nil, calendar: nil)
    }

    /// A value with a label string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil, calendar: nil)
    }

    /// A value with a label text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value, unit: nil, calendar: nil)
    }

    var channel: PlotChannel {
        PlotChannel(label: label, value: PlotValue(value), unit: unit, calendar: calendar)
    }
}

extension PlottableValue where Value == Date {
    /// A date that spans one calendar unit (a day's bar, an hour's rectangle), in `calendar` or else the
    /// chart's (the widget's calendar and time zone).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: "\(label)", value: value, unit: unit, calendar: calendar)
    }

    /// A date that spans one calendar unit, with a label string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: value, unit: unit, calendar: calendar)
    }

    /// A date that spans one calendar unit, with a label text.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: "", value: value, unit: unit, calendar: calendar)
    }
}

/// One channel's value, erased: what marks keep.
struct PlotChannel {
    var label: String
    var value: PlotValue
    var unit: Calendar.Component? = nil
    var calendar: Calendar? = nil

    /// The interval a date spanning a unit covers; the date itself otherwise.
    func dateInterval(in fallback: Calendar) -> (start: Double, end: Double)? {
        guard case .date(let date) = value, let unit else { return nil }
        let calendar = calendar ?? fallback
        guard let interval = calendar.dateInterval(of: unit, for: date) else { return nil }
        return (interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate)
    }
}
