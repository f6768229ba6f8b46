import Foundation

/// A unit of measure for a quantity: a factor to SI base units and a dimension.
///
/// Units are compatible when their dimensions match, so `doubleValue(for:)` converts
/// kilometres to metres or count per second to count per minute.
public final class HKUnit: NSObject, @unchecked Sendable {
    /// Apple's spelling of the unit, such as `count/min` or `kcal`.
    public let unitString: String
    let factor: Double
    let dimension: [String: Int]

    init(unitString: String, factor: Double, dimension: [String: Int]) {
        self.unitString = unitString
        self.factor = factor
        self.dimension = dimension.filter { $0.value != 0 }
    }

    /// A unit parsed from Apple's unit strings: `count`, `m`, `km`, `mi`, `kcal`, `s`, `min`,
    /// `hr`, `d`, `%`, `g`, `kg`, `lb`, `L`, `mL`, and one `/` or `·` between two of them.
    public convenience init(from string: String) {
        if let unit = HKUnit.parse(string) {
            self.init(unitString: string, factor: unit.factor, dimension: unit.dimension)
        } else {
            preconditionFailure("HKUnit: unknown unit string \"\(string)\"")
        }
    }

    /// Whether a quantity in this unit can be converted to `unit`.
    public func isCompatible(with unit: HKUnit) -> Bool { dimension == unit.dimension }

    /// This unit divided by another, such as `.count().unitDivided(by: .minute())`.
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(
            unitString: "\(unitString)/\(unit.unitString)", factor: factor / unit.factor,
            dimension: dimension.merging(unit.dimension.mapValues { -$0 }, uniquingKeysWith: +))
    }

    /// This unit multiplied by another.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit(
            unitString: "\(unitString)·\(unit.unitString)", factor: factor * unit.factor,
            dimension: dimension.merging(unit.dimension, uniquingKeysWith: +))
    }

    /// The reciprocal unit (`1/unit`).
    public func reciprocal() -> HKUnit {
        HKUnit(unitString: "1/\(unitString)", factor: 1 / factor, dimension: dimension.mapValues { -$0 })
    }

    /// A count of things (a scalar).
    public class func count() -> HKUnit { HKUnit(unitString: "count", factor: 1, dimension: [:]) }
    /// A percentage, stored as a fraction (0.5 is 50 %).
    public class func percent() -> HKUnit { HKUnit(unitString: "%", factor: 1, dimension: [:]) }
    /// Metres.
    public class func meter() -> HKUnit { HKUnit(unitString: "m", factor: 1, dimension: ["m": 1]) }
    /// Metres with a prefix, such as `.meterUnit(with: .kilo)`.
    public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: "\(prefix.symbol)m", factor: prefix.factor, dimension: ["m": 1])
    }
    /// Miles.
    public class func mile() -> HKUnit { HKUnit(unitString: "mi", factor: 1609.344, dimension: ["m": 1]) }
    /// Feet.
    public class func foot() -> HKUnit { HKUnit(unitString: "ft", factor: 0.3048, dimension: ["m": 1]) }
    /// Seconds.
    public class func second() -> HKUnit { HKUnit(unitString: "s", factor: 1, dimension: ["s": 1]) }
    /// Minutes.
    public class func minute() -> HKUnit { HKUnit(unitString: "min", factor: 60, dimension: ["s": 1]) }
    /// Hours.
    public class func hour() -> HKUnit { HKUnit(unitString: "hr", factor: 3600, dimension: ["s": 1]) }
    /// Days.
    public class func day() -> HKUnit { HKUnit(unitString: "d", factor: 86400, dimension: ["s": 1]) }
    /// Joules.
    public class func joule() -> HKUnit { HKUnit(unitString: "J", factor: 1, dimension: ["J": 1]) }
    /// Kilocalories (4184 J), the "Calories" on nutrition labels.
    public class func kilocalorie() -> HKUnit { HKUnit(unitString: "kcal", factor: 4184, dimension: ["J": 1]) }
    /// Large calories, the same as kilocalories.
    public class func largeCalorie() -> HKUnit { HKUnit(unitString: "Cal", factor: 4184, dimension: ["J": 1]) }
    /// Grams.
    public class func gram() -> HKUnit { HKUnit(unitString: "g", factor: 1, dimension: ["g": 1]) }
    /// Grams with a prefix, such as `.gramUnit(with: .kilo)`.
    public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: "\(prefix.symbol)g", factor: prefix.factor, dimension: ["g": 1])
    }
    /// Pounds (mass).
    public class func pound() -> HKUnit { HKUnit(unitString: "lb", factor: 453.59237, dimension: ["g": 1]) }
    /// Litres.
    public class func liter() -> HKUnit { HKUnit(unitString: "L", factor: 1, dimension: ["L": 1]) }
    /// Litres with a prefix, such as `.literUnit(with: .milli)`.
    public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: "\(prefix.symbol)L", factor: prefix.factor, dimension: ["L": 1])
    }

    private static func parse(_ string: String) -> HKUnit? {
        for separator in ["/", "·", "*"] where string.contains(separator) {
            let parts = string.split(separator: Character(separator), maxSplits: 1).map(String.init)
            guard parts.count == 2, let left = parse(parts[0]), let right = parse(parts[1]) else { return nil }
            return separator == "/" ? left.unitDivided(by: right) : left.unitMultiplied(by: right)
        }
        switch string {
        case "count": return count()
        case "%": return percent()
        case "m": return meter()
        case "cm": return meterUnit(with: .centi)
        case "km": return meterUnit(with: .kilo)
        case "mi": return mile()
        case "ft": return foot()
        case "s": return second()
        case "min": return minute()
        case "hr", "h": return hour()
        case "d": return day()
        case "J": return joule()
        case "kJ": return HKUnit(unitString: "kJ", factor: 1000, dimension: ["J": 1])
        case "kcal": return kilocalorie()
        case "Cal": return largeCalorie()
        case "g": return gram()
        case "kg": return gramUnit(with: .kilo)
        case "lb": return pound()
        case "L": return liter()
        case "mL": return literUnit(with: .milli)
        default: return nil
        }
    }

    /// Units are equal when they convert the same way.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.dimension == dimension && other.factor == factor
    }

    /// A hash of the unit string.
    public override var hash: Int { unitString.hashValue }

    /// The unit string, as Apple prints a unit.
    public override var description: String { unitString }
}
