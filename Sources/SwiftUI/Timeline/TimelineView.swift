import Foundation

/// A view that updates according to a schedule.
///
/// A widget is drawn once per timeline entry and never animates, so its content is built
/// once, with `context.date` the date of the entry being drawn (the environment's
/// `timelineDate`, set by WidgetKit for each entry), whatever the schedule. Outside a widget
/// entry the date is the time of resolving. docs/SWIFTUI-GEOMETRY.md says why.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is built from.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
}

extension TimelineView: View, PrimitiveView where Content: View {
    /// A view whose content is built from the date of each update of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Primitive view: it has no body; the renderer draws it.
    public typealias Body = Never
    /// Never called: a primitive view has no body.
    public var body: Never { bodyNeverCalled() }

    package func _resolve(_ context: ResolveContext) -> [ResolvedNode] {
        let date = context.environment.timelineDate ?? Date()
        // A widget never redraws between entries: the slowest cadence is the honest one.
        let cadence: TimelineViewDefaultContext.Cadence = schedule is AnimationTimelineSchedule ? .live : .minutes
        return context.resolve(content(TimelineViewDefaultContext(date: date, cadence: cadence)))
    }
}

/// The date and cadence a `TimelineView`'s content is built for.
public struct TimelineViewDefaultContext {
    /// How often the view is updated, slowest last.
    public enum Cadence: Comparable, Sendable {
        /// Every display frame.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of this update: in a widget, the date of the entry being drawn.
    public let date: Date
    /// How often the view is being updated.
    public let cadence: Cadence
}

private struct TimelineDateKey: EnvironmentKey { static let defaultValue: Date? = nil }

extension EnvironmentValues {
    /// The date the view is drawn for: the timeline entry's date in a widget (set by
    /// WidgetKit's entry renderer), nil elsewhere.
    package var timelineDate: Date? {
        get { self[TimelineDateKey.self] }
        set { self[TimelineDateKey.self] = newValue }
    }
}
