import Foundation

/// An amount in a unit, such as 8 000 count or 5.2 km.
public final class HKQuantity: NSObject, @unchecked Sendable {
    private let unit: HKUnit
    private let value: Double

    /// A quantity of `doubleValue` in `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// Whether the quantity can be expressed in `unit`.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The amount converted to `unit`; the units must be compatible, as on Apple platforms,
    /// where an incompatible unit raises an exception.
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(self.unit.isCompatible(with: unit), "HKQuantity: \(self.unit.unitString) is not compatible with \(unit.unitString)")
        return value * self.unit.factor / unit.factor
    }

    /// Orders two compatible quantities.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let mine = value * unit.factor
        let theirs = quantity.doubleValue(for: unit) * unit.factor
        return mine < theirs ? .orderedAscending : mine > theirs ? .orderedDescending : .orderedSame
    }

    /// Quantities are equal when they are the same amount.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.unit.isCompatible(with: unit) else { return false }
        return compare(other) == .orderedSame
    }

    /// A hash of the amount in base units.
    public override var hash: Int { (value * unit.factor).hashValue }

    /// The value and unit, as Apple prints a quantity (`8000 count`).
    public override var description: String {
        let shown = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return "\(shown) \(unit.unitString)"
    }
}
