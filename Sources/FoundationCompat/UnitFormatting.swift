import Foundation
// Linux's Foundation formats numbers, dates and durations with this ICU (renamed `swift_…`); it
// also formats units with CLDR's names and each region's preferred units for a usage
// (`usage/weather` is °F in the US), which is what Apple's measurement formatting shows.
import _FoundationICU

/// Measurements as text through ICU's number formatter with units (skeletons such as
/// `measure-unit/temperature-celsius unit-width-short usage/weather`): CLDR's unit names and
/// patterns per locale, and the conversion to the locale's preferred unit for a usage.
enum UnitFormatting {
    /// ICU's name of a Foundation unit, or nil for a unit ICU does not know (custom units).
    static func identifier(of unit: Unit) -> String? {
        for (candidate, name) in table where candidate == unit { return name }
        return nil
    }

    /// `value` in `unit` as text: `width` is ICU's `unit-width-…` stem, `usage` a CLDR usage
    /// (`default`, `weather`, `road`, …) or nil for the unit as given. `number`, when given,
    /// writes the (converted) number in place of ICU's. Nil when ICU cannot format the unit.
    static func format(_ value: Double, unit: Unit, width: String, usage: String?, locale: Locale, number: ((Double) -> String)? = nil) -> String? {
        guard let name = identifier(of: unit) else { return nil }
        var skeleton = "measure-unit/\(name) unit-width-\(width)"
        if let usage { skeleton += " usage/\(usage)" }
        guard let text = icuFormat(value, skeleton: skeleton, locale: locale) else { return nil }
        guard let number else { return text.string }
        // The number ICU wrote (after conversion and rounding), written by the caller's style.
        guard let span = text.numberSpan, let exact = icuFormat(value, skeleton: skeleton + " precision-unlimited", locale: locale)?.decimal
        else { return text.string }
        let utf16 = Array(text.string.utf16)
        return String(decoding: utf16[..<span.lowerBound], as: UTF16.self) + number(exact) + String(decoding: utf16[span.upperBound...], as: UTF16.self)
    }

    /// What one formatting gave: the text, the UTF-16 range of its one number (nil when it has
    /// several, as in "5 ft, 11 in"), and that number as ICU holds it.
    struct Formatted {
        var string: String
        var numberSpan: Range<Int>?
        var decimal: Double?
    }

    static func icuFormat(_ value: Double, skeleton: String, locale: Locale) -> Formatted? {
        var status = U_ZERO_ERROR
        let stem = Array(skeleton.utf16)
        guard let formatter = swift_unumf_openForSkeletonAndLocale(stem, Int32(stem.count), locale.identifier, &status), status.rawValue <= 0 else {
            return nil
        }
        defer { swift_unumf_close(formatter) }
        guard let result = swift_unumf_openResult(&status) else { return nil }
        defer { swift_unumf_closeResult(result) }
        swift_unumf_formatDouble(formatter, value, result, &status)
        var buffer = [UChar](repeating: 0, count: 256)
        let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= 0, length <= buffer.count else { return nil }
        var formatted = Formatted(string: String(decoding: buffer[..<Int(length)], as: UTF16.self))

        // The number's extent: its integer, fraction, separators and sign, with no unit inside.
        var numberFields: [Range<Int>] = []
        var unitFields: [Range<Int>] = []
        if let value = swift_unumf_resultAsValue(result, &status), let position = swift_ucfpos_open(&status) {
            defer { swift_ucfpos_close(position) }
            while swift_ufmtval_nextPosition(value, position, &status) != 0, status.rawValue <= 0 {
                var start: Int32 = 0
                var limit: Int32 = 0
                swift_ucfpos_getIndexes(position, &start, &limit, &status)
                let field = swift_ucfpos_getField(position, &status)
                if [UNUM_INTEGER_FIELD, UNUM_FRACTION_FIELD, UNUM_DECIMAL_SEPARATOR_FIELD, UNUM_GROUPING_SEPARATOR_FIELD, UNUM_SIGN_FIELD]
                    .contains(where: { Int32($0.rawValue) == field })
                {
                    numberFields.append(Int(start)..<Int(limit))
                } else if field == Int32(UNUM_MEASURE_UNIT_FIELD.rawValue) {
                    unitFields.append(Int(start)..<Int(limit))
                }
            }
        }
        if let first = numberFields.map(\.lowerBound).min(), let last = numberFields.map(\.upperBound).max() {
            let span = first..<last
            if !unitFields.contains(where: { span.overlaps($0) }) { formatted.numberSpan = span }
        }
        var digits = [CChar](repeating: 0, count: 128)
        status = U_ZERO_ERROR
        let count = swift_unumf_resultToDecimalNumber(result, &digits, Int32(digits.count), &status)
        if status.rawValue <= 0, count > 0, count < digits.count {
            formatted.decimal = Double(String(decoding: digits[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return formatted
    }

    /// Foundation's units and ICU's names for them: the units of the dimensions widgets show
    /// (temperature, length, speed, duration, mass, volume, pressure, energy).
    static let table: [(Unit, String)] = [
        (UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
        (UnitTemperature.kelvin, "temperature-kelvin"),
        (UnitLength.kilometers, "length-kilometer"), (UnitLength.meters, "length-meter"), (UnitLength.decimeters, "length-decimeter"),
        (UnitLength.centimeters, "length-centimeter"), (UnitLength.millimeters, "length-millimeter"), (UnitLength.micrometers, "length-micrometer"),
        (UnitLength.nanometers, "length-nanometer"), (UnitLength.picometers, "length-picometer"), (UnitLength.miles, "length-mile"),
        (UnitLength.yards, "length-yard"), (UnitLength.feet, "length-foot"), (UnitLength.inches, "length-inch"),
        (UnitLength.nauticalMiles, "length-nautical-mile"), (UnitLength.scandinavianMiles, "length-mile-scandinavian"),
        (UnitLength.lightyears, "length-light-year"), (UnitLength.astronomicalUnits, "length-astronomical-unit"),
        (UnitLength.parsecs, "length-parsec"), (UnitLength.furlongs, "length-furlong"), (UnitLength.fathoms, "length-fathom"),
        (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"), (UnitSpeed.metersPerSecond, "speed-meter-per-second"),
        (UnitSpeed.milesPerHour, "speed-mile-per-hour"), (UnitSpeed.knots, "speed-knot"),
        (UnitDuration.hours, "duration-hour"), (UnitDuration.minutes, "duration-minute"), (UnitDuration.seconds, "duration-second"),
        (UnitDuration.milliseconds, "duration-millisecond"), (UnitDuration.microseconds, "duration-microsecond"),
        (UnitDuration.nanoseconds, "duration-nanosecond"),
        (UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
        (UnitMass.micrograms, "mass-microgram"), (UnitMass.metricTons, "mass-tonne"), (UnitMass.pounds, "mass-pound"),
        (UnitMass.ounces, "mass-ounce"), (UnitMass.stones, "mass-stone"), (UnitMass.shortTons, "mass-ton"), (UnitMass.carats, "mass-carat"),
        (UnitMass.ouncesTroy, "mass-ounce-troy"),
        (UnitVolume.liters, "volume-liter"), (UnitVolume.milliliters, "volume-milliliter"), (UnitVolume.centiliters, "volume-centiliter"),
        (UnitVolume.deciliters, "volume-deciliter"), (UnitVolume.megaliters, "volume-megaliter"),
        (UnitVolume.cubicMeters, "volume-cubic-meter"), (UnitVolume.cubicCentimeters, "volume-cubic-centimeter"),
        (UnitVolume.cubicInches, "volume-cubic-inch"), (UnitVolume.cubicFeet, "volume-cubic-foot"), (UnitVolume.gallons, "volume-gallon"),
        (UnitVolume.imperialGallons, "volume-gallon-imperial"), (UnitVolume.quarts, "volume-quart"), (UnitVolume.pints, "volume-pint"),
        (UnitVolume.cups, "volume-cup"), (UnitVolume.metricCups, "volume-cup-metric"), (UnitVolume.fluidOunces, "volume-fluid-ounce"),
        (UnitVolume.imperialFluidOunces, "volume-fluid-ounce-imperial"), (UnitVolume.tablespoons, "volume-tablespoon"),
        (UnitVolume.teaspoons, "volume-teaspoon"), (UnitVolume.acreFeet, "volume-acre-foot"), (UnitVolume.bushels, "volume-bushel"),
        (UnitPressure.hectopascals, "pressure-hectopascal"), (UnitPressure.kilopascals, "pressure-kilopascal"),
        (UnitPressure.megapascals, "pressure-megapascal"), (UnitPressure.newtonsPerMetersSquared, "pressure-pascal"),
        (UnitPressure.bars, "pressure-bar"), (UnitPressure.millibars, "pressure-millibar"), (UnitPressure.inchesOfMercury, "pressure-inch-ofhg"),
        (UnitPressure.millimetersOfMercury, "pressure-millimeter-ofhg"),
        (UnitPressure.poundsForcePerSquareInch, "pressure-pound-force-per-square-inch"),
        (UnitEnergy.kilocalories, "energy-kilocalorie"), (UnitEnergy.calories, "energy-calorie"), (UnitEnergy.joules, "energy-joule"),
        (UnitEnergy.kilojoules, "energy-kilojoule"), (UnitEnergy.kilowattHours, "energy-kilowatt-hour"),
    ]
}
