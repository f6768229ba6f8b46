import Foundation

/// The values a scale covers: a range, a list of categories, or the chart's automatic choice.
public protocol ScaleDomain {}

/// A domain resolved for the renderer.
enum DomainSpec {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case range(PlotValue, PlotValue)
    case values([PlotValue])
}

protocol ResolvableScaleDomain {
    var domainSpec: DomainSpec { get }
}

func domainSpec(_ domain: any ScaleDomain) -> DomainSpec {
    (domain as? any ResolvableScaleDomain)?.domainSpec ?? .automatic(includesZero: nil, reversed: nil)
}

extension ClosedRange: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
    var domainSpec: DomainSpec { .range(PlotValue(lowerBound), PlotValue(upperBound)) }
}

extension Range: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
    var domainSpec: DomainSpec { .range(PlotValue(lowerBound), PlotValue(upperBound)) }
}

extension Array: ScaleDomain, ResolvableScaleDomain where Element: Plottable {
    var domainSpec: DomainSpec { .values(map(PlotValue.init)) }
}

/// The chart's own domain from its data, optionally without zero or reversed.
public struct AutomaticScaleDomain: ScaleDomain, ResolvableScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    var domainSpec: DomainSpec { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The chart's own domain from its data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's domain, with or without zero, optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// How values map to positions. Vitrine draws every quantitative scale linearly.
public struct ScaleType: Equatable, Sendable {
    let name: String
    /// Linear.
    public static let linear = ScaleType(name: "linear")
    /// Logarithmic (drawn linearly here).
    public static let log = ScaleType(name: "log")
    /// Square root (drawn linearly here).
    public static let squareRoot = ScaleType(name: "squareRoot")
    /// Symmetric log (drawn linearly here).
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    /// Dates.
    public static let date = ScaleType(name: "date")
    /// Categories.
    public static let category = ScaleType(name: "category")
    /// A power scale (drawn linearly here).
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }
}
