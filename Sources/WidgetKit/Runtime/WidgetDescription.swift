import Foundation
import Intents

/// What the runtime knows about one widget kind, read from its configuration.
package struct WidgetDescription: @unchecked Sendable {
    package enum ConfigurationKind: Equatable, Sendable {
        case staticConfiguration
        /// An `IntentConfiguration`, with the intent class name.
        case intent(String)
    }

    package var kind: String
    package var displayName: String = ""
    package var description: String = ""
    package var supportedFamilies: [WidgetFamily] = WidgetFamily.defaultSupported
    package var configurationKind: ConfigurationKind
    package var contentMarginsDisabled = false
    package var containerBackgroundRemovable = true
    package var promptsForUserConfiguration = false
    package var backgroundURLSessionIdentifiers: [String] = []
    package let provider: ErasedProvider
    /// How the widget is configured: its schema, intents from stored values, options and
    /// defaults from the app; nil for a static widget.
    package var configuration: ConfigurationAdapter?
    /// The Swift module that declares the widget's provider: its resource bundle holds the
    /// widget's own asset catalog (the `AccentColor` among them).
    package var moduleName: String?

    init(
        kind: String, configurationKind: ConfigurationKind, provider: ErasedProvider, providerType: Any.Type,
        configuration: ConfigurationAdapter? = nil
    ) {
        self.kind = kind
        self.configurationKind = configurationKind
        self.provider = provider
        self.configuration = configuration
        let name = String(reflecting: providerType)
        self.moduleName = name.split(separator: ".", maxSplits: 1).first.map(String.init)
    }
}

/// An entry whose concrete type only the widget's content closure knows.
package struct AnyTimelineEntry: @unchecked Sendable {
    package let date: Date
    package let relevance: TimelineEntryRelevance?
    let value: Any

    init(_ entry: any TimelineEntry) {
        self.date = entry.date
        self.relevance = entry.relevance
        self.value = entry
    }
}

package struct AnyTimeline: Sendable {
    package let entries: [AnyTimelineEntry]
    package let policy: TimelineReloadPolicy
}

/// A provider and content closure with their generic types erased. `snapshot` and `timeline`
/// take the widget's configuration intent (built by its `ConfigurationAdapter`); nil gives a
/// configurable widget its defaults and is what a static widget always gets.
package struct ErasedProvider: @unchecked Sendable {
    package let placeholder: (TimelineProviderContext) -> AnyTimelineEntry
    package let snapshot: (TimelineProviderContext, Any?, @escaping @Sendable (AnyTimelineEntry) -> Void) -> Void
    package let timeline: (TimelineProviderContext, Any?, @escaping @Sendable (AnyTimeline) -> Void) -> Void
    package let content: @MainActor (AnyTimelineEntry) -> AnyView
    /// The provider's entry type, and whether an entry is one: `#Preview` entries come from
    /// the author, and the content closure can show only its own type.
    package let entryTypeName: String
    package let accepts: @Sendable (AnyTimelineEntry) -> Bool

    init<P: TimelineProvider, Content: View>(_ provider: P, content: @escaping (P.Entry) -> Content) {
        placeholder = { AnyTimelineEntry(provider.placeholder(in: $0)) }
        snapshot = { context, _, done in provider.getSnapshot(in: context) { done(AnyTimelineEntry($0)) } }
        timeline = { context, _, done in
            provider.getTimeline(in: context) { done(AnyTimeline(entries: $0.entries.map(AnyTimelineEntry.init), policy: $0.policy)) }
        }
        self.content = Self.erase(content, P.Entry.self)
        entryTypeName = String(describing: P.Entry.self)
        accepts = Self.accepting(P.Entry.self)
    }

    init<P: IntentTimelineProvider, Content: View>(intentProvider provider: P, intent: P.Intent.Type, content: @escaping (P.Entry) -> Content) {
        placeholder = { AnyTimelineEntry(provider.placeholder(in: $0)) }
        snapshot = { context, configuration, done in
            provider.getSnapshot(for: configuration as? P.Intent ?? Self.newConfiguration(intent), in: context) { done(AnyTimelineEntry($0)) }
        }
        timeline = { context, configuration, done in
            provider.getTimeline(for: configuration as? P.Intent ?? Self.newConfiguration(intent), in: context) {
                done(AnyTimeline(entries: $0.entries.map(AnyTimelineEntry.init), policy: $0.policy))
            }
        }
        self.content = Self.erase(content, P.Entry.self)
        entryTypeName = String(describing: P.Entry.self)
        accepts = Self.accepting(P.Entry.self)
    }

    /// The configuration of a newly placed widget, as on iOS: every parameter at the default its
    /// definition gives (a generated intent's schema), the rest unset.
    static func newConfiguration<Intent: INIntent>(_ type: Intent.Type) -> Intent {
        let intent = type.init()
        for parameter in type.schema?.parameters ?? [] {
            guard let value = parameter.defaultValue else { continue }
            // A definition's default that does not fit its own parameter is left unset, as Xcode would not generate it.
            try? intent.setParameterValue(value, named: parameter.name)
        }
        return intent
    }

    private static func accepting<E>(_: E.Type) -> @Sendable (AnyTimelineEntry) -> Bool {
        { $0.value is E }
    }

    private static func erase<E, Content: View>(_ content: @escaping (E) -> Content, _: E.Type) -> @MainActor (AnyTimelineEntry) -> AnyView {
        // The content closure is only ever called on the main actor, where it was written.
        let box = UncheckedBox(content)
        return { entry in
            guard let typed = entry.value as? E else { return AnyView(EmptyView()) }
            return AnyView(box.value(typed))
        }
    }
}

private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
