import Foundation
import SwiftUI

// Interactive widgets' buttons (Apple's _AppIntents_SwiftUI overlay). They draw their label;
// a tap does not run the intent's perform() yet (docs/APP-INTENTS.md).

extension Button {
    /// A button that runs `intent` when tapped in a widget (here: drawn, not yet run).
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }

    /// A button with a role that runs `intent` when tapped (here: drawn, not yet run).
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A button with a localized title that runs `intent` (here: drawn, not yet run).
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(titleKey, action: {})
    }

    /// A button with a title that runs `intent` (here: drawn, not yet run).
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(title, action: {})
    }
}
