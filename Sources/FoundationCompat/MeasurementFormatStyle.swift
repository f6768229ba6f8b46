import Foundation

/// The purpose a formatted measurement serves, which picks the locale's preferred unit for it
/// (road distances in miles in the US, a person's height in feet and inches, weather in °F).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// CLDR's usage name (`default`, `weather`, …), or nil to keep the measurement's own unit.
    let usage: String?

    /// The locale's usual unit for the dimension.
    public static var general: Self { Self(usage: "default") }
    /// The unit the measurement was made in, whatever the locale prefers.
    public static var asProvided: Self { Self(usage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A temperature as it relates to people.
    public static var person: Self { Self(usage: "person") }
    /// A temperature in a weather report.
    public static var weather: Self { Self(usage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance as it relates to people.
    public static var person: Self { Self(usage: "person") }
    /// A person's height (in the US, feet and inches).
    public static var personHeight: Self { Self(usage: "person-height") }
    /// A distance by road.
    public static var road: Self { Self(usage: "road") }
    /// The focal length of a lens.
    public static var focalLength: Self { Self(usage: "focal-length") }
    /// An amount of rain.
    public static var rainfall: Self { Self(usage: "rainfall") }
    /// An amount of snow.
    public static var snowfall: Self { Self(usage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(usage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy in food.
    public static var food: Self { Self(usage: "food") }
    /// The energy a workout burns.
    public static var workout: Self { Self(usage: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// A volume of liquid.
    public static var liquid: Self { Self(usage: "fluid") }
}

extension Measurement where UnitType: Dimension {
    /// Apple's measurement format style: CLDR's unit names and patterns for the locale, in the
    /// locale's preferred unit for the usage (ICU's unit formatter, as Foundation uses on Linux
    /// for numbers and dates).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much room the unit's name takes.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let stem: String
            /// The full name: "5 kilometers", "72 degrees Fahrenheit".
            public static var wide: Self { Self(stem: "full-name") }
            /// The abbreviation: "5 km", "72°F".
            public static var abbreviated: Self { Self(stem: "short") }
            /// The shortest form: "5km", "72°".
            public static var narrow: Self { Self(stem: "narrow") }
        }

        /// The width of the unit's name.
        public var width: UnitWidth
        /// The locale whose words and preferred units are used.
        public var locale: Locale
        /// The purpose of the measurement; nil keeps the measurement's own unit.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; nil for the locale's default.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style with the given width, locale, usage and number format.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The measurement as text. A unit ICU does not know (a custom `Dimension`) is written as
        /// its value and symbol.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = numberFormatStyle.map { style in { (value: Double) in style.locale(locale).format(value) } }
            if let text = UnitFormatting.format(
                measurement.value, unit: measurement.unit, width: width.stem, usage: usage?.usage, locale: locale, number: number)
            {
                return text
            }
            let value = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(measurement.value)
            return value + " " + measurement.unit.symbol
        }

        /// The same style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement as text in the given style.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement as text: abbreviated, in the current locale's usual unit.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement style: `.measurement(width: .abbreviated, usage: .weather)`.
    public static func measurement<UnitType>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle, UnitType: Dimension {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
