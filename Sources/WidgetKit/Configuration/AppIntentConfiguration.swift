import AppIntents
import Foundation

/// A widget the user configures with an App Intent (`WidgetConfigurationIntent`): each placed
/// widget has its own values of the intent's `@Parameter`s, which the host stores and the
/// provider receives in `snapshot(for:in:)` and `timeline(for:in:)` (docs/APP-INTENTS.md).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, DescribedWidgetConfiguration {
    let description: WidgetDescription
    /// Never called: a primitive configuration has no body.
    public var body: Never { fatalError("AppIntentConfiguration is a primitive configuration") }

    /// A widget of `kind` configured by `intent`, whose entries come from `provider` and are shown by `content`.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        // The descriptor says `intent:Name` as for SiriKit; the schema's source tells them apart.
        var description = WidgetDescription(
            kind: kind, configurationKind: .intent(String(describing: intent)),
            provider: ErasedProvider(appIntentProvider: provider, content: content), providerType: Provider.self,
            configuration: .appIntent(intent))
        // As on iOS, the intent's title and description name the widget unless its modifiers do.
        description.displayName = String(localized: Intent.title)
        description.description = String(localized: Intent.description.descriptionText)
        self.description = description
    }

    package func describe() -> WidgetDescription? { description }
}
