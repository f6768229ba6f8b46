import Foundation
import SwiftUI

/// What Siri says or shows, for example when it asks for a parameter's value.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// The full text.
    public var full: LocalizedStringResource
    /// A shorter text for small screens.
    public var supporting: LocalizedStringResource

    /// A dialog with one text.
    public init(_ resource: LocalizedStringResource) {
        full = resource
        supporting = resource
    }

    /// A dialog with a full and a shorter text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// A dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog from an interpolated literal.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
