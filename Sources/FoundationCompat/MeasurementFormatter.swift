import Foundation

/// Foundation's `MeasurementFormatter` ("72°F", "3.107 mi", "5 kilometers"), which
/// swift-corelibs-foundation declares unavailable. Apple's API, formatted by ICU's unit formatter
/// like `Measurement.FormatStyle`; it shadows the unavailable declaration for files that see
/// FoundationCompat.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Which unit is shown.
    public struct UnitOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, not the locale's preferred one.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a scale that suits the value (the locale's preferred unit does that here).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature without its scale: "72°".
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Which unit is shown; empty is the locale's preferred unit.
    open var unitOptions: UnitOptions = []
    /// How much room the unit's name takes: `.short` "5km", `.medium` "5 km", `.long` "5 kilometers".
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale whose words and preferred units are used.
    open var locale: Locale! = .autoupdatingCurrent
    /// Writes the number (by default decimal, at most three fraction digits, in `locale`).
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    /// A formatter with Apple's defaults.
    public override init() { super.init() }

    /// Not archivable on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The measurement as text.
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        let locale = locale ?? .autoupdatingCurrent
        let formatter = numberFormatter.map { $0.copy() as! NumberFormatter }
        formatter?.locale = locale
        let number = { (value: Double) in formatter?.string(from: NSNumber(value: value)) ?? String(value) }
        let width: String
        switch unitStyle {
        case .short: width = "narrow"
        case .long: width = "full-name"
        default: width = "short"
        }
        let usage = unitOptions.contains(.providedUnit) ? nil : "default"
        if unitOptions.contains(.temperatureWithoutUnit), measurement.unit is UnitTemperature {
            // The number in the unit shown, with a degree sign and no scale: "72°".
            var shown = number(measurement.value)
            _ = UnitFormatting.format(measurement.value, unit: measurement.unit, width: width, usage: usage, locale: locale) { value in
                shown = number(value)
                return shown
            }
            return shown + "°"
        }
        if let text = UnitFormatting.format(measurement.value, unit: measurement.unit, width: width, usage: usage, locale: locale, number: number) {
            return text
        }
        return number(measurement.value) + " " + measurement.unit.symbol
    }

    /// The unit's name alone, as wide as `unitStyle` says: "km", "kilometers".
    open func string(from unit: Unit) -> String {
        let width = unitStyle == .long ? "full-name" : unitStyle == .short ? "narrow" : "short"
        // ICU names a unit only with a number; the plural form for 2 without the number.
        guard let withTwo = UnitFormatting.format(2, unit: unit, width: width, usage: nil, locale: locale ?? .autoupdatingCurrent, number: { _ in "" })
        else { return unit.symbol }
        return withTwo.trimmingCharacters(in: .whitespaces)
    }

    /// A measurement given as an object (`Measurement` bridged), as `Formatter` asks.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        guard let dimension = measurement.unit as? Dimension else { return number(measurement.value) + " " + measurement.unit.symbol }
        return string(from: Measurement<Dimension>(value: measurement.value, unit: dimension))
    }

    private func number(_ value: Double) -> String { numberFormatter?.string(from: NSNumber(value: value)) ?? String(value) }
}
