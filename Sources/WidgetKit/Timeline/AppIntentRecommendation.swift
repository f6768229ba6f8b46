import AppIntents
import Foundation

/// A preset configuration offered for an App Intent widget.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The preset configuration.
    public let intent: Intent
    /// What the preset is called in the list of recommendations.
    public let description: String

    /// A preset with a description text.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description.verbatimForDescription
    }

    /// A preset with a localized description.
    public init(intent: Intent, description: LocalizedStringKey) {
        self.intent = intent
        self.description = Text(description).verbatimForDescription
    }

    /// A preset with a localized string resource.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = String(localized: description)
    }

    /// A preset with a description string.
    @_disfavoredOverload
    public init<Description: StringProtocol>(intent: Intent, description: Description) {
        self.intent = intent
        self.description = String(description)
    }
}
