import Foundation
import SwiftUI
import Testing

/// `Measurement.formatted(.measurement(width:usage:))` and `MeasurementFormatter`, which
/// swift-corelibs-foundation lacks (FoundationCompat, through `import SwiftUI`), against the
/// outputs Apple documents and CLDR's names: the locale's preferred unit for a usage, the
/// three widths, the number style.
@Suite struct MeasurementFormattingTests {
    let us = Locale(identifier: "en_US")
    let germany = Locale(identifier: "de_DE")
    let france = Locale(identifier: "fr_FR")

    /// The measurement in a style built as widget code builds it, in a fixed locale.
    func text<U: Dimension>(
        _ measurement: Measurement<U>, _ width: Measurement<U>.FormatStyle.UnitWidth, _ usage: MeasurementFormatUnitUsage<U>, _ locale: Locale
    ) -> String {
        measurement.formatted(Measurement<U>.FormatStyle(width: width, locale: locale, usage: usage))
    }

    @Test func temperaturesFollowTheLocaleForWeather() {
        let celsius = Measurement(value: 22, unit: UnitTemperature.celsius)
        #expect(text(celsius, .abbreviated, .weather, us) == "72°F")
        #expect(text(celsius, .abbreviated, .weather, Locale(identifier: "en_GB")) == "22°C")
        #expect(text(celsius, .abbreviated, .weather, germany) == "22 °C")
        // Apple's documented examples (Measurement.FormatStyle.usage and .width).
        let fever = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        #expect(text(fever, .abbreviated, .general, us) == "98°F")
        #expect(text(fever, .abbreviated, .asProvided, us) == "36.8°C")
        let hundred = Measurement<UnitTemperature>(value: 100, unit: .fahrenheit)
        #expect(text(hundred, .wide, .asProvided, us) == "100 degrees Fahrenheit")
        #expect(text(hundred, .narrow, .asProvided, us) == "100°")
        // The static factory, as widget code writes it, is the style in the current locale.
        #expect(celsius.formatted(.measurement(width: .abbreviated, usage: .weather)) == text(celsius, .abbreviated, .weather, .autoupdatingCurrent))
        #expect(hundred.formatted(.measurement(width: .wide, usage: .asProvided)) == text(hundred, .wide, .asProvided, .autoupdatingCurrent))
    }

    @Test func lengthsSpeedsAndTheRest() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(text(run, .abbreviated, .general, us) == "3.1 mi")
        #expect(text(run, .abbreviated, .road, us) == "3.1 mi")
        // French puts a narrow no-break space between number and unit, as CLDR says.
        #expect(text(run, .abbreviated, .general, france) == "5\u{202F}km")
        #expect(text(run, .abbreviated, .general, germany) == "5 km")
        #expect(text(run, .abbreviated, .asProvided, us) == "5 km")
        #expect(text(run, .wide, .asProvided, us) == "5 kilometers")
        #expect(text(run, .narrow, .asProvided, us) == "5km")
        #expect(text(Measurement(value: 20, unit: UnitSpeed.kilometersPerHour), .abbreviated, .general, us) == "12 mph")
        #expect(text(Measurement(value: 90, unit: UnitDuration.minutes), .abbreviated, .asProvided, us) == "90 min")
        #expect(text(Measurement(value: 70, unit: UnitMass.kilograms), .abbreviated, .personWeight, us) == "154 lb")
        #expect(text(Measurement(value: 1013, unit: UnitPressure.hectopascals), .abbreviated, .asProvided, us) == "1,013 hPa")
        #expect(text(Measurement(value: 420, unit: UnitEnergy.kilocalories), .abbreviated, .food, us) == "420 Cal")
        #expect(text(Measurement(value: 2, unit: UnitVolume.liters), .wide, .asProvided, germany) == "2 Liter")
        #expect(text(Measurement(value: 1.8, unit: UnitLength.meters), .abbreviated, .personHeight, us) == "5 ft, 11 in")
    }

    @Test func theNumberStyleWritesTheConvertedNumber() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        let twoDigits = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
        #expect(
            run.formatted(Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided, numberFormatStyle: twoDigits)) == "5.00 km")
        #expect(run.formatted(Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .road, numberFormatStyle: twoDigits)) == "3.11 mi")
        #expect(
            run.formatted(Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: germany, usage: .asProvided, numberFormatStyle: twoDigits))
                == "5,00 km")
    }

    @Test func measurementFormatter() {
        let formatter = MeasurementFormatter()
        formatter.locale = us
        #expect(formatter.string(from: Measurement(value: 22, unit: UnitTemperature.celsius)) == "71.6°F")
        #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3.107 mi")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: Measurement(value: 22, unit: UnitTemperature.celsius)) == "22°C")
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 kilometers")
        #expect(formatter.string(from: UnitLength.kilometers) == "kilometers")
        formatter.unitStyle = .medium
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: Measurement(value: 22, unit: UnitTemperature.celsius)) == "22°")
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: Measurement(value: 22, unit: UnitTemperature.celsius)) == "71.6°")
    }
}
