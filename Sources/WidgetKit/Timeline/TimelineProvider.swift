import Foundation
import Intents

/// Supplies a widget's entries: a placeholder at once, a snapshot quickly, and timelines.
/// Completions may be called later and from any thread, exactly once.
public protocol TimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// What the provider is told about the widget it is asked for.
    typealias Context = TimelineProviderContext
    /// An entry to show right away, while the real ones load; shown redacted. Return fast, without network.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry for the current moment, for the widget gallery and quick updates; call `completion` once.
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    /// The timeline of entries and when to ask again; call `completion` once.
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

/// A provider for widgets the user configures with a SiriKit intent.
public protocol IntentTimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// The intent type that configures the widget.
    associatedtype Intent: INIntent
    /// What the provider is told about the widget it is asked for.
    typealias Context = TimelineProviderContext
    /// An entry to show right away, while the real ones load; shown redacted. Return fast, without network.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry for the current moment in the given configuration; call `completion` once.
    @preconcurrency func getSnapshot(for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    /// The timeline of entries for the given configuration and when to ask again; call `completion` once.
    @preconcurrency func getTimeline(for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
    /// Preset configurations to offer, for families without a configuration UI (watchOS, Lock Screen).
    func recommendations() -> [IntentRecommendation<Self.Intent>]
}

extension IntentTimelineProvider {
    /// No recommendations, by default.
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }
}

/// A preset configuration offered for an intent widget.
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    /// The preset configuration.
    public let intent: Intent
    /// What the preset is called in the list of recommendations.
    public let description: String
    /// A preset with a description text.
    public init(intent: Intent, description: Text) { self.intent = intent; self.description = description.verbatimForDescription }
    /// A preset with a localized description.
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent; self.description = Text(description).verbatimForDescription }
    /// A preset with a description string.
    @_disfavoredOverload
    public init<Description: StringProtocol>(intent: Intent, description: Description) { self.intent = intent; self.description = String(description) }
}
