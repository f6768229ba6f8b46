import Foundation

/// Why values could not go into an intent, or options could not be listed; the message names
/// the intent and the parameter (`SelectCityIntent.unit: "kelvin" is not a case of …`).
package struct IntentConfigurationError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
