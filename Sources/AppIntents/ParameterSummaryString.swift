import Foundation

/// A summary sentence with parameters in it: `"Show weather in \(\.$city)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// Builds the sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var parameters: [PartialKeyPath<Intent>] = []

        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A parameter's value, by key path to its `$` form.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(parameters.count)}"
            parameters.append(keyPath)
        }
    }

    /// The sentence with `${n}` where the n-th parameter goes.
    public let text: String
    /// The parameters in the sentence.
    public let parameters: [PartialKeyPath<Intent>]

    /// A sentence without parameters.
    public init(stringLiteral value: String) {
        text = value
        parameters = []
    }

    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        parameters = stringInterpolation.parameters
    }
}
