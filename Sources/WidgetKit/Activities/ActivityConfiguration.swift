public import ActivityKit
import Foundation
import SwiftUI

/// What a Live Activity's views are built from: its attributes, current state and identity.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static data the activity started with.
    public let attributes: Attributes
    /// The activity's current dynamic data.
    public let state: Attributes.ContentState
    /// The activity's identifier (`Activity.id`).
    public let activityID: String
    /// Whether the content is past its stale date.
    public var isStale: Bool
}

/// A Live Activity in a widget bundle: its Lock Screen view and its Dynamic Island views.
/// It declares no placeable widget: the bundle's widget list is the same with or without it,
/// and the runtime lists it apart, by its attributes type.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, DescribedWidgetConfiguration {
    let activity: ActivityDescription
    /// Never called: a primitive configuration has no body.
    public var body: Never { fatalError("ActivityConfiguration is a primitive configuration") }

    /// A Live Activity for `attributesType`, shown on the Lock Screen by `content` and in the
    /// Dynamic Island by `dynamicIsland`.
    public init<Content: View>(
        for attributesType: Attributes.Type = Attributes.self,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        activity = ActivityDescription(Attributes.self, content: content, dynamicIsland: dynamicIsland)
    }

    /// iOS 16.1's spelling of `init(for:content:dynamicIsland:)`.
    @available(*, deprecated, message: "Use the initializer that takes for: attributesType")
    public init<Content: View>(
        attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    /// nil: a Live Activity is not a widget a person places.
    package func describe() -> WidgetDescription? { nil }
}

/// A Live Activity's views with its attributes and state types erased, for the runtime.
package struct ActivityDescription: @unchecked Sendable {
    /// The attributes type's name (`DeliveryAttributes`), how listings and previews name it.
    package let attributesType: String
    /// The module declaring the attributes: its resource bundle holds the extension's catalog.
    package let moduleName: String?
    package let content: @MainActor (AnyActivityContext) -> AnyView
    package let dynamicIsland: @MainActor (AnyActivityContext) -> DynamicIsland
    /// Whether a value is this activity's attributes, and a state its content state.
    package let acceptsAttributes: @Sendable (Any) -> Bool
    package let acceptsState: @Sendable (Any) -> Bool

    init<Attributes: ActivityAttributes, Content: View>(
        _: Attributes.Type, content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        attributesType = String(describing: Attributes.self)
        moduleName = String(reflecting: Attributes.self).split(separator: ".", maxSplits: 1).first.map(String.init)
        // The closures are only ever called on the main actor, where they were written.
        let box = ClosureBox(content: content, island: dynamicIsland)
        self.content = { context in
            guard let typed = context.typed(Attributes.self) else { return AnyView(EmptyView()) }
            return AnyView(box.content(typed))
        }
        self.dynamicIsland = { context in
            guard let typed = context.typed(Attributes.self) else { return DynamicIsland.empty }
            return box.island(typed)
        }
        acceptsAttributes = { $0 is Attributes }
        acceptsState = { $0 is Attributes.ContentState }
    }

    private struct ClosureBox<Attributes: ActivityAttributes, Content: View>: @unchecked Sendable {
        let content: (ActivityViewContext<Attributes>) -> Content
        let island: (ActivityViewContext<Attributes>) -> DynamicIsland
    }
}

/// An `ActivityViewContext` whose attributes type only the activity's closures know.
package struct AnyActivityContext: @unchecked Sendable {
    package let attributes: Any
    package let state: Any
    package let activityID: String
    package let isStale: Bool

    package init(attributes: Any, state: Any, activityID: String, isStale: Bool) {
        self.attributes = attributes
        self.state = state
        self.activityID = activityID
        self.isStale = isStale
    }

    func typed<Attributes: ActivityAttributes>(_: Attributes.Type) -> ActivityViewContext<Attributes>? {
        guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
        return ActivityViewContext(attributes: attributes, state: state, activityID: activityID, isStale: isStale)
    }
}

/// The sizes a Live Activity can be drawn at beyond the iPhone's (iOS 18).
public enum ActivityFamily: Hashable, Sendable {
    /// The watchOS Smart Stack and CarPlay size.
    case small
    /// The iPhone and iPad size (Lock Screen, Dynamic Island).
    case medium
}

extension WidgetConfiguration {
    /// The activity families besides `.medium` the Live Activity supports (iOS 18). Accepted;
    /// Vitrine draws the iPhone presentations only.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        modified { _ in }
    }
}
