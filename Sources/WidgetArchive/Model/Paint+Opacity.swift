import Foundation

extension Paint {
    /// The same paint with every color's alpha multiplied.
    public func scalingOpacity(_ factor: Double) -> Paint {
        func scale(_ c: ColorValue) -> ColorValue {
            switch c {
            case .rgba(var v): v.alpha *= factor; return .rgba(v)
            case .asset(let name, let bundle, let opacity): return .asset(name: name, bundle: bundle, opacity: opacity * factor)
            }
        }
        func scale(_ g: GradientValue) -> GradientValue { GradientValue(stops: g.stops.map { .init(color: scale($0.color), location: $0.location) }) }
        switch self {
        case .color(let c): return .color(scale(c))
        case .linearGradient(let g, let a, let b): return .linearGradient(scale(g), start: a, end: b)
        case .radialGradient(let g, let c, let r0, let r1): return .radialGradient(scale(g), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1): return .angularGradient(scale(g), center: c, startAngle: a0, endAngle: a1)
        case .material: return self
        }
    }
}
