import Foundation

/// Whether `When` checks that a parameter is set or unset.
public enum HasValueComparisonOperator: Sendable, Hashable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
}
