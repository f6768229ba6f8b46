import Foundation

/// How an intent's parameters read as a sentence in Shortcuts. Vitrine has no Shortcuts: summaries
/// compile and are not shown (the configuration editor lists parameters in declaration order).
public protocol ParameterSummary {
    /// The intent it summarizes.
    associatedtype Intent: AppIntent
}
