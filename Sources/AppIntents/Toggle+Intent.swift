import Foundation
import SwiftUI

// Interactive widgets' toggles (Apple's _AppIntents_SwiftUI overlay): `isOn` is the state the
// widget's entry holds, not a binding. They draw their label; a tap does not run the intent yet.

extension Toggle {
    /// A toggle showing `isOn` that runs `intent` when tapped (here: drawn, not yet run).
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title (here: drawn, not yet run).
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(titleKey, isOn: .constant(isOn))
    }

    /// A toggle with a title (here: drawn, not yet run).
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
        self.init(title, isOn: .constant(isOn))
    }
}
