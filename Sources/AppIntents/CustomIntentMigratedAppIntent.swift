import Foundation

/// An App Intent that replaces a SiriKit intent from an `.intentdefinition`. Keeping the widget's
/// kind and the parameters' names lets placed widgets keep their configuration.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent's class name (`SelectCityIntent`).
    static var intentClassName: String { get }
}
