import Foundation
import Intents

/// A widget with no user-configurable options.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, DescribedWidgetConfiguration {
    let description: WidgetDescription
    /// Never called: a primitive configuration has no body.
    public var body: Never { fatalError("StaticConfiguration is a primitive configuration") }

    /// A widget of `kind` whose entries come from `provider` and are shown by `content`.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.description = WidgetDescription(
            kind: kind, configurationKind: .staticConfiguration,
            provider: ErasedProvider(provider, content: content), providerType: Provider.self)
    }

    package func describe() -> WidgetDescription? { description }
}

/// A widget the user configures with a SiriKit intent, generated from an `.intentdefinition` by
/// the IntentDefinitions plugin (docs/CONFIGURATION.md): each placed widget has its own intent,
/// which the host stores and passes to `getSnapshot(for:in:completion:)` and
/// `getTimeline(for:in:completion:)`.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, DescribedWidgetConfiguration {
    let description: WidgetDescription
    /// Never called: a primitive configuration has no body.
    public var body: Never { fatalError("IntentConfiguration is a primitive configuration") }

    /// A widget of `kind` configured by `intent`, whose entries come from `provider` and are shown by `content`.
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        self.description = WidgetDescription(
            kind: kind, configurationKind: .intent(String(describing: intent)),
            provider: ErasedProvider(intentProvider: provider, intent: intent, content: content),
            providerType: Provider.self, configuration: .intent(intent))
    }

    package func describe() -> WidgetDescription? { description }
}

/// Configurations the runtime can read without knowing their generic types.
@MainActor
package protocol DescribedWidgetConfiguration {
    func describe() -> WidgetDescription?
}
