import Foundation

/// A type with a name and a fixed set of shown values.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
