import Foundation

/// `Summary(...)`: a sentence with parameters in it, then the other parameters in order.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// Collects the key paths of the parameters listed after the sentence.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        /// One parameter, by key path to its `$` form.
        public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }

        /// The parameters in order.
        public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { components.flatMap { $0 } }
    }

    /// The sentence; nil for none.
    public let sentence: ParameterSummaryString<Intent>?
    /// The string table the sentence is looked up in.
    public let table: String?
    /// The parameters listed after the sentence.
    public let additionalParameters: [PartialKeyPath<Intent>]

    /// An empty summary.
    public init() {
        sentence = nil
        table = nil
        additionalParameters = []
    }

    /// Parameters in order, without a sentence.
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        sentence = nil
        table = nil
        additionalParameters = additionalParameterKeyPaths()
    }

    /// A sentence.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        sentence = string
        self.table = table
        additionalParameters = []
    }

    /// A sentence, then other parameters in order.
    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        sentence = string
        self.table = table
        additionalParameters = additionalParameterKeyPaths()
    }
}
