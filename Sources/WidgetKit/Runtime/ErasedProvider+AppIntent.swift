import AppIntents
import Foundation

extension ErasedProvider {
    /// An `AppIntentTimelineProvider` behind the erased form. The intent the adapter built (nil:
    /// a new intent at its defaults) first has its entities looked up through their queries, so
    /// the provider sees the app's current objects; then the async methods run in a task.
    init<P: AppIntentTimelineProvider, Content: View>(appIntentProvider provider: P, content: @escaping (P.Entry) -> Content) {
        // The calls are made here, outside the sendable closures, so those capture no generic type.
        let makeSnapshot = AppIntentUncheckedBox<(P.Intent?, TimelineProviderContext) async -> AnyTimelineEntry> { intent, context in
            AnyTimelineEntry(await provider.snapshot(for: await Self.prepared(intent), in: context))
        }
        let makeTimeline = AppIntentUncheckedBox<(P.Intent?, TimelineProviderContext) async -> AnyTimeline> { intent, context in
            let timeline = await provider.timeline(for: await Self.prepared(intent), in: context)
            return AnyTimeline(entries: timeline.entries.map(AnyTimelineEntry.init), policy: timeline.policy)
        }
        placeholder = { AnyTimelineEntry(provider.placeholder(in: $0)) }
        snapshot = { context, configuration, done in
            let intent = configuration as? P.Intent
            Task { done(await makeSnapshot.value(intent, context)) }
        }
        timeline = { context, configuration, done in
            let intent = configuration as? P.Intent
            Task { done(await makeTimeline.value(intent, context)) }
        }
        let content = AppIntentUncheckedBox(content)
        self.content = { entry in
            guard let typed = entry.value as? P.Entry else { return AnyView(EmptyView()) }
            return AnyView(content.value(typed))
        }
        entryTypeName = String(describing: P.Entry.self)
        accepts = Self.acceptingAppIntentEntries(P.Entry.self)
    }

    private static func acceptingAppIntentEntries<E>(_: E.Type) -> @Sendable (AnyTimelineEntry) -> Bool {
        { $0.value is E }
    }

    /// The intent with its entities brought up to date; problems (an entity the app no longer
    /// has) go to stderr, where the host's log shows them, and the provider still runs.
    static func prepared<Intent: AppIntent>(_ intent: Intent?) async -> Intent {
        let intent = intent ?? Intent()
        for problem in await IntentRuntime.resolveEntities(in: intent) {
            FileHandle.standardError.write(Data("AppIntents: \(problem)\n".utf8))
        }
        return intent
    }
}

/// The provider and content closure are the author's, called as iOS calls them (the provider
/// from any task, the content on the main actor).
private struct AppIntentUncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
