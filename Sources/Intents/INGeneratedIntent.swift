import Foundation

/// What code generated from an intent definition adds to an intent class so that a host can
/// configure it without the Objective-C runtime: its options and defaults from a handler,
/// by parameter name.
public protocol INGeneratedIntent: INIntent {
    /// The options the handler offers for the parameter `name` (searched by `searchTerm` when
    /// the parameter supports search); nil when the parameter has no dynamic options.
    /// Throws what the handler threw, or `INIntentHandlingError` when it offers none.
    static func dynamicOptions(forParameter name: String, searchTerm: String?, of intent: INIntent, handler: Any) async throws
        -> INDynamicOptions?

    /// The value the handler chooses for a new widget (`default…(for:)`), or the definition's
    /// default; nil for none.
    static func defaultValue(forParameter name: String, of intent: INIntent, handler: Any) -> INParameterValue?
}

/// The options a handler gave for one parameter, in its sections.
public struct INDynamicOptions: Sendable, Codable, Equatable {
    /// One section of options.
    public struct Section: Sendable, Codable, Equatable {
        /// The section's title; nil for none.
        public var title: String?
        /// The options, as values the parameter can take.
        public var items: [INParameterValue]

        /// A section.
        public init(title: String?, items: [INParameterValue]) {
            self.title = title
            self.items = items
        }
    }

    /// The sections, in the handler's order.
    public var sections: [Section]
    /// Whether the handler asked for an alphabetical index.
    public var usesIndexedCollation: Bool

    /// Options in sections.
    public init(sections: [Section], usesIndexedCollation: Bool = false) {
        self.sections = sections
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// Every option, across the sections.
    public var allItems: [INParameterValue] { sections.flatMap(\.items) }
}

/// Why a handler gave no answer.
public enum INIntentHandlingError: Error, Equatable, Sendable {
    /// The handler does not implement the method the host called.
    case notImplemented(String)
    /// The handler is not the intent's `…Handling` type.
    case wrongHandler(expected: String)
    /// The handler answered with neither options nor an error.
    case noAnswer(String)
}
