import Foundation
import SwiftUI

/// The primitive kinds a chart can place on a scale: numbers, dates and strings.
public protocol PrimitivePlottableProtocol {}

extension Double: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

/// A value a chart can plot: it maps itself to a primitive plottable (a number, a date or a string).
public protocol Plottable {
    /// The primitive the value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value from its primitive; nil when the primitive names no value.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// The raw value's primitive (enums backed by strings or numbers plot as their raw values).
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    /// The case whose raw value has this primitive.
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Double: Plottable {}
extension Int: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

extension Float: Plottable {
    /// The value as a Double.
    public var primitivePlottable: Double { Double(self) }
    /// The value from a Double.
    public init?(primitivePlottable: Double) { self = Float(primitivePlottable) }
}

extension CGFloat: Plottable {
    /// The value as a Double.
    public var primitivePlottable: Double { Double(self) }
    /// The value from a Double.
    public init?(primitivePlottable: Double) { self = CGFloat(primitivePlottable) }
}

extension Int8: Plottable {
    /// The value as an Int.
    public var primitivePlottable: Int { Int(self) }
    /// The value from an Int, nil out of range.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int16: Plottable {
    /// The value as an Int.
    public var primitivePlottable: Int { Int(self) }
    /// The value from an Int, nil out of range.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int32: Plottable {
    /// The value as an Int.
    public var primitivePlottable: Int { Int(self) }
    /// The value from an Int, nil out of range.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Int64: Plottable {
    /// The value as an Int.
    public var primitivePlottable: Int { Int(self) }
    /// The value from an Int.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension UInt: Plottable {
    /// The value as an Int.
    public var primitivePlottable: Int { Int(clamping: self) }
    /// The value from an Int, nil when negative.
    public init?(primitivePlottable: Int) { self.init(exactly: primitivePlottable) }
}

extension Decimal: Plottable {
    /// The value as a Double.
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    /// The value from a Double.
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

/// A plotted value as the scales see it.
enum PlotValue: Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    init<P: Plottable>(_ value: P) {
        switch value.primitivePlottable as Any {
        case let d as Double: self = .number(d)
        case let i as Int: self = .number(Double(i))
        case let f as Float: self = .number(Double(f))
        case let date as Date: self = .date(date)
        case let s as String: self = .category(s)
        case let other: self = .category("\(other)")
        }
    }

    var number: Double? {
        switch self {
        case .number(let d): d
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    var kind: ScaleKind {
        switch self {
        case .number: .number
        case .date: .date
        case .category: .category
        }
    }

    /// The value as `P` (for `AxisValue.as(_:)` and label formats), when the primitive fits.
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any =
            switch self {
            case .number(let d): d
            case .date(let d): d
            case .category(let s): s
            }
        if let p = primitive as? P.PrimitivePlottable { return P(primitivePlottable: p) }
        if case .number(let d) = self {
            if let p = Int(exactly: d) as? P.PrimitivePlottable { return P(primitivePlottable: p) }
            if let p = Float(d) as? P.PrimitivePlottable { return P(primitivePlottable: p) }
        }
        return nil
    }
}

/// The kind of scale an axis or channel has.
enum ScaleKind: Equatable {
    case number, date, category
}
