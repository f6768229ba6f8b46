import Foundation

/// A type with a fixed set of values, each with how it is shown.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    /// How each value is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
