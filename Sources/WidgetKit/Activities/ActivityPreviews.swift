public import ActivityKit
import Foundation
import SwiftUI
package import WidgetArchive

/// The Live Activity presentations an Xcode preview can show.
@preconcurrency
public enum ActivityPreviewViewKind: Sendable, Hashable {
    /// The Lock Screen presentation (a banner on devices without a Dynamic Island).
    case content
    /// A presentation in the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island presentations.
    @preconcurrency
    public enum DynamicIslandPreviewViewState: Sendable, Hashable {
        /// The compact leading and trailing views together.
        case compact
        /// The minimal view.
        case minimal
        /// The expanded regions.
        case expanded
    }

    /// The presentation's name in previews' listings and file names.
    var presentation: ActivityPresentationName {
        switch self {
        case .content: .activityContent
        case .dynamicIsland(.compact): .dynamicIslandCompact
        case .dynamicIsland(.minimal): .dynamicIslandMinimal
        case .dynamicIsland(.expanded): .dynamicIslandExpanded
        }
    }
}

/// Collects a Live Activity preview's content states: one per line, and `for` loops.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    /// One content state per line.
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    /// The first line's states.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    /// The states so far, then the next line's.
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    /// The states of every pass of a `for` loop.
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

/// A Live Activity previewed in one presentation with the attributes and content states given.
@freestanding(declaration)
public macro Preview<Widget: SwiftUI.Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil,
    as viewKind: ActivityPreviewViewKind,
    using attributes: Attributes,
    widget: @escaping () -> Widget,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "PreviewsMacros", type: "Common")

/// What an activity `#Preview` holds: the presentation, the attributes, and how to find the
/// widget's activity and build the states.
package struct ActivityPreviewSource: @unchecked Sendable {
    package let presentation: ActivityPresentationName
    package let attributesType: String
    package let attributes: Any
    /// The widget's `ActivityConfiguration`; nil when its body declares none.
    package let describeActivity: @MainActor () -> ActivityDescription?
    package let states: @MainActor () async -> [Any]
}

extension _WidgetPreviewRegistration {
    /// The Live Activity form: `#Preview("name", as: .content, using: attributes) { W() } contentStates: { … }`.
    @MainActor
    public init<Widget: SwiftUI.Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> Widget,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
    ) {
        let source = ActivityPreviewSource(
            presentation: viewKind.presentation, attributesType: String(describing: Attributes.self), attributes: attributes,
            describeActivity: { WidgetRegistry.activities(single: widget()).first },
            states: { await contentStates().map { $0 as Any } })
        self.init(activity: name, widgetType: String(describing: Widget.self), source: source)
    }
}

/// Answers a `timeline` request naming an activity `#Preview`: one archived picture of the
/// presentation per content state, on the screen class the host's canvas size names.
@MainActor
enum ActivityPreviewAnswer {
    static func answer(
        _ source: ActivityPreviewSource, preview: WidgetPreview, request: ExtensionRequestFacts, timeout: TimeInterval
    ) async -> Result<[(Date, ViewArchive)], PreviewFailure> {
        guard let activity = source.describeActivity() else {
            return .failure(PreviewFailure(reason: .noWidget, description: "\(preview.widgetType) declares no ActivityConfiguration"))
        }
        guard activity.acceptsAttributes(source.attributes) else {
            return .failure(
                PreviewFailure(
                    reason: .wrongEntryType,
                    description: "the preview's attributes are \(source.attributesType), but \(preview.widgetType) shows \(activity.attributesType)"))
        }
        let gate = CompletionGate<States>()
        Task { @MainActor in gate.complete(States(values: await source.states())) }
        guard let states = await gate.wait(timeout: timeout)?.values else {
            return .failure(PreviewFailure(reason: .timeout, description: "the preview's contentStates closure did not return within \(timeout) s"))
        }
        let metrics = LiveActivityMetrics.matching(canvas: request.displaySize, of: source.presentation)
        let now = Date()
        return .success(
            states.enumerated().map { index, state in
                let context = AnyActivityContext(attributes: source.attributes, state: state, activityID: "preview-\(index)", isStale: false)
                let archive = ActivityPresentation.archive(
                    source.presentation, of: activity, context: context, metrics: metrics, colorScheme: request.colorScheme,
                    locale: request.locale, timeZone: request.timeZone)
                return (now, archive)
            })
    }

    /// Content states cross from the builder's task to the answer; they are the author's values.
    struct States: @unchecked Sendable { let values: [Any] }

    /// What a request says about how to draw.
    struct ExtensionRequestFacts {
        var displaySize: SizeValue
        var colorScheme: ColorScheme
        var locale: Locale
        var timeZone: TimeZone
    }
}

extension AlertConfiguration {
    /// An alert with localized `title` and `body`, as Apple declares it.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.init(title: String(localized: title), body: String(localized: body), sound: sound)
    }
}
