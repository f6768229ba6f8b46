import Foundation
import SwiftUI

/// How a type (an entity's, an enum's) is named to people.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The type's name (`City`).
    public var name: LocalizedStringResource
    /// How a number of them is written (`\(placeholder: .int) cities`).
    public var numericFormat: LocalizedStringResource?

    /// A representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation named by the literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

    /// A representation named by the interpolated literal.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
