import Foundation

/// Computes a parameter's options when the person edits it (`@Parameter(optionsProvider:)`).
public protocol DynamicOptionsProvider {
    /// What `results()` returns: an array, or sections.
    associatedtype Result: ResultsCollection where Result.Element: _IntentValue
    /// What `defaultResult()` returns.
    associatedtype DefaultValue: _IntentValue = Result.Element
    /// The options.
    func results() async throws -> Result
    /// The value a new widget starts with; nil for none. An array for a single-valued
    /// parameter gives its first element.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// None, by default.
    public func defaultResult() async -> DefaultValue? { nil }
}
