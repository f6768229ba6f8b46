import Foundation

/// Builds an intent's `parameterSummary`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// One summary.
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary where Summary.Intent == Intent { expression }

    /// The block's summary.
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary where Summary.Intent == Intent { block }
}
