/// A metric prefix for units such as kilometres or millilitres.
public enum HKMetricPrefix: Int, Sendable, Hashable {
    /// No prefix.
    case none = 0
    /// 10⁻³.
    case milli = 5
    /// 10⁻².
    case centi = 6
    /// 10⁻¹.
    case deci = 7
    /// 10³.
    case kilo = 10

    var factor: Double {
        switch self {
        case .none: 1
        case .milli: 0.001
        case .centi: 0.01
        case .deci: 0.1
        case .kilo: 1000
        }
    }

    var symbol: String {
        switch self {
        case .none: ""
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .kilo: "k"
        }
    }
}
