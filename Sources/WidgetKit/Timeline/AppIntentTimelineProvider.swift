import AppIntents
import Foundation

/// A provider for widgets configured by an App Intent (`AppIntentConfiguration`): each placed
/// widget's intent, with its `@Parameter`s set to that widget's configuration, is passed to
/// `snapshot(for:in:)` and `timeline(for:in:)`.
public protocol AppIntentTimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// The intent type that configures the widget.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is told about the widget it is asked for.
    typealias Context = TimelineProviderContext
    /// Preset configurations, for families without a configuration UI (watchOS, Lock Screen).
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
    /// An entry to show right away, while the real ones load; shown redacted. Return fast, without network.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry for the current moment in the given configuration.
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    /// The timeline of entries for the given configuration, and when to ask again.
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
}

extension AppIntentTimelineProvider {
    /// No recommendations, by default.
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}
