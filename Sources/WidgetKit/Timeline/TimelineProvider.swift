import Foundation
import Intents

/// Supplies a widget's entries: a placeholder at once, a snapshot quickly, and timelines.
/// Completions may be called later and from any thread, exactly once.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

/// A provider for widgets the user configures with a SiriKit intent.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
    func recommendations() -> [IntentRecommendation<Self.Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }
}

/// A preset configuration offered for an intent widget.
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: Text) { self.intent = intent; self.description = description.verbatimForDescription }
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent; self.description = Text(description).verbatimForDescription }
    @_disfavoredOverload
    public init<Description: StringProtocol>(intent: Intent, description: Description) { self.intent = intent; self.description = String(description) }
}
