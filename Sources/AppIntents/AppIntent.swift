import Foundation
import SwiftUI

/// An action an app offers to the system (Shortcuts, Siri, interactive widgets), with its
/// parameters declared as `@Parameter` properties. A widget's configuration is one too
/// (`WidgetConfigurationIntent`).
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The type of `parameterSummary`.
    associatedtype SummaryContent: ParameterSummary
    /// The intent's name, shown to people (and the widget's name when it sets none).
    static var title: LocalizedStringResource { get }
    /// What the intent does (the widget's description when it sets none).
    static var description: IntentDescription { get }
    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent is listed in Shortcuts and Spotlight.
    static var isDiscoverable: Bool { get }
    /// Whether the device must be unlocked to run the intent.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How the parameters are laid out in a sentence (Shortcuts); compiles, not shown here.
    static var parameterSummary: SummaryContent { get }
    /// An intent with every parameter at its default.
    init()
    /// Runs the action.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description, by default.
    public static var description: IntentDescription { IntentDescription("") }
    /// Runs in the background, by default.
    public static var openAppWhenRun: Bool { false }
    /// Listed, by default.
    public static var isDiscoverable: Bool { true }
    /// Runs without unlocking, by default.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// An empty summary, by default.
    public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }

    /// `@Parameter`: a value the person (or the widget's configuration) sets.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
    /// The summary of this intent's parameters.
    public typealias Summary = IntentParameterSummary<Self>
    /// A summary that depends on a parameter's value.
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
}
