import Foundation

/// An intent the system itself defines the meaning of (Apple's `SystemIntent`): the system
/// may fill some of its properties, as a toggle sets a `SetValueIntent`'s `value`.
public protocol SystemIntent: AppIntent {}

/// An intent that sets a value (Apple's signature). A `Toggle(isOn:intent:)` tap sets `value`
/// to the toggle's new state before `perform()` runs, in the widget extension.
public protocol SetValueIntent: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType: _IntentValue
    /// The value to set; a toggle sets it to its new state.
    var value: ValueType { get set }
}
