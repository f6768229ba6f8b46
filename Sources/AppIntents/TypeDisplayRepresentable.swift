import Foundation

/// A type that says what it is called.
public protocol TypeDisplayRepresentable {
    /// What the type is called.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}
