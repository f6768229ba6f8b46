import Foundation
import SwiftUI

// Interactive widgets' toggles (Apple's _AppIntents_SwiftUI overlay): `isOn` is the state the
// widget's entry holds, not a binding. A tap performs the intent with the opposite state (a
// `SetValueIntent` gets it as `value`); the next entry shows the new state.

extension Toggle {
    /// A toggle showing `isOn` that performs `intent` when tapped.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(_intent: IntentActionRuntime.describe(intent), isOn: isOn, label: label())
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title that performs `intent` when tapped.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(_intent: IntentActionRuntime.describe(intent), isOn: isOn, label: Text(titleKey))
    }

    /// A toggle with a title that performs `intent` when tapped.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
        self.init(_intent: IntentActionRuntime.describe(intent), isOn: isOn, label: Text(title))
    }
}
