import Foundation

/// A value that says how it is shown.
public protocol DisplayRepresentable {
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}
