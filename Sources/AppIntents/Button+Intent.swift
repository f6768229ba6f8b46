import Foundation
import SwiftUI

// Interactive widgets' buttons (Apple's _AppIntents_SwiftUI overlay). The label is drawn as a
// button's; the archive keeps the intent's type and @Parameter values, and a tap in the host
// performs it in the widget extension (docs/APP-INTENTS.md).

extension Button {
    /// A button that performs `intent` in the widget extension when tapped.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(_intent: IntentActionRuntime.describe(intent), role: nil, label: label())
    }

    /// A button with a role that performs `intent` when tapped.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.init(_intent: IntentActionRuntime.describe(intent), role: role, label: label())
    }
}

extension Button where Label == Text {
    /// A button with a localized title that performs `intent` when tapped.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(_intent: IntentActionRuntime.describe(intent), role: nil, label: Text(titleKey))
    }

    /// A button with a title that performs `intent` when tapped.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(_intent: IntentActionRuntime.describe(intent), role: nil, label: Text(title))
    }
}
