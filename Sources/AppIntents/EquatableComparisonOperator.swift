import Foundation

/// How `When` compares a parameter with a value.
public enum EquatableComparisonOperator: Sendable, Hashable {
    /// The parameter equals the value.
    case equalTo
    /// The parameter differs from the value.
    case notEqualTo
}
