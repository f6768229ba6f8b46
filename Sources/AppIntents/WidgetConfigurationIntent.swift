import Foundation

/// The intent that configures an `AppIntentConfiguration` widget: its `@Parameter`s are what a
/// person sets when editing the widget. It needs no `perform()`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Does nothing: a configuration is read, not run.
    public func perform() async throws -> some IntentResult { .result() }
}
