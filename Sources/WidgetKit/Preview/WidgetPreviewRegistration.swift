import Foundation
import SwiftUI

/// What a widget `#Preview` builds (Apple's `Preview` value). Its initializers mirror the macro
/// signatures one for one: the expansion repeats the macro's arguments against them. Public only
/// because expansions live in the author's module; not API.
public struct _WidgetPreviewRegistration {
    package enum Source {
        /// `timeline:` — the entries the builder closure returns.
        case entries(@MainActor () async -> [any TimelineEntry])
        /// `timelineProvider:` (`intent` names the intent class for the intent form).
        case provider(intent: String?, timeline: @MainActor (TimelineProviderContext, @escaping @Sendable (AnyTimeline) -> Void) -> Void)
        /// `contentStates:` — a Live Activity's states, drawn in one presentation.
        case activity(ActivityPreviewSource)
    }

    package let name: String?
    /// nil for a Live Activity preview, which names a presentation instead.
    package let family: WidgetFamily?
    /// The previewed widget's type, for messages.
    package let widgetType: String
    /// Builds the widget and reads its configuration (kind, content closure, margins…).
    package let describeWidget: @MainActor () -> WidgetDescription?
    package let source: Source

    @MainActor
    public init<Widget: SwiftUI.Widget>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        self.init(name, family, widget, .entries(timeline))
    }

    @MainActor
    public init<Widget: SwiftUI.Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
        timelineProvider: @escaping () -> Provider
    ) {
        let timeline: @MainActor (TimelineProviderContext, @escaping @Sendable (AnyTimeline) -> Void) -> Void = { context, done in
            timelineProvider().getTimeline(in: context) { timeline in
                done(AnyTimeline(entries: timeline.entries.map(AnyTimelineEntry.init), policy: timeline.policy))
            }
        }
        self.init(name, family, widget, .provider(intent: nil, timeline: timeline))
    }

    @MainActor
    public init<Widget: SwiftUI.Widget, Provider: IntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> Widget, timelineProvider: @escaping () -> Provider
    ) {
        let timeline: @MainActor (TimelineProviderContext, @escaping @Sendable (AnyTimeline) -> Void) -> Void = { context, done in
            timelineProvider().getTimeline(for: intent, in: context) { timeline in
                done(AnyTimeline(entries: timeline.entries.map(AnyTimelineEntry.init), policy: timeline.policy))
            }
        }
        self.init(name, family, widget, .provider(intent: String(describing: type(of: intent)), timeline: timeline))
    }

    @MainActor
    public init<Widget: SwiftUI.Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> Widget, timelineProvider: @escaping () -> Provider
    ) {
        let timeline: @MainActor (TimelineProviderContext, @escaping @Sendable (AnyTimeline) -> Void) -> Void = { context, done in
            // Through the erased provider, so the intent's entities are looked up as for a placed widget.
            ErasedProvider(appIntentProvider: timelineProvider(), content: { _ in EmptyView() }).timeline(context, intent, done)
        }
        self.init(name, family, widget, .provider(intent: String(describing: type(of: intent)), timeline: timeline))
    }

    @MainActor
    private init<Widget: SwiftUI.Widget>(_ name: String?, _ family: WidgetFamily, _ widget: @escaping () -> Widget, _ source: Source) {
        self.name = name
        self.family = family
        self.widgetType = String(describing: Widget.self)
        self.describeWidget = { WidgetRegistry.widgets(single: widget()).first }
        self.source = source
    }

    /// A Live Activity preview: no widget family, no placeable widget.
    @MainActor
    init(activity name: String?, widgetType: String, source: ActivityPreviewSource) {
        self.name = name
        self.family = nil
        self.widgetType = widgetType
        self.describeWidget = { nil }
        self.source = .activity(source)
    }
}

/// Where a widget `#Preview` is and how to build it; the expansion's `@_cdecl` function returns
/// one retained (see `PreviewCatalog`). Not API.
public final class _WidgetPreviewSite: @unchecked Sendable {
    let fileID: String
    let line: Int
    let column: Int
    let make: @MainActor () -> _WidgetPreviewRegistration

    init(fileID: String, line: Int, column: Int, make: @escaping @MainActor () -> _WidgetPreviewRegistration) {
        self.fileID = fileID
        self.line = line
        self.column = column
        self.make = make
    }

    public static func _register(
        fileID: String, line: Int, column: Int,
        _ make: @escaping @MainActor () -> _WidgetPreviewRegistration
    ) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(_WidgetPreviewSite(fileID: fileID, line: line, column: column, make: make)).toOpaque()
    }
}
