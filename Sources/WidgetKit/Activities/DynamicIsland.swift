import Foundation
import SwiftUI

/// The views of a Live Activity in the Dynamic Island: expanded regions, the compact leading
/// and trailing views around the TrueDepth camera, and the minimal view.
public struct DynamicIsland {
    package let expandedRegions: [DynamicIslandRegion]
    package let compactLeading: AnyView
    package let compactTrailing: AnyView
    package let minimal: AnyView
    /// `keylineTint(_:)`: the tint of the island's border.
    package var keylineTintColor: Color?
    /// `widgetURL(_:)`: what a tap opens.
    package var url: URL?
    /// `contentMargins(_:_:for:)`: margins that replace the defaults, per mode and edge.
    package var marginOverrides: [DynamicIslandMode: [Edge: CGFloat]] = [:]

    /// The island's views; each closure runs once, when the island is built.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        expandedRegions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    private init() {
        expandedRegions = []
        compactLeading = AnyView(EmptyView())
        compactTrailing = AnyView(EmptyView())
        minimal = AnyView(EmptyView())
    }

    /// An island with no views, for a context of the wrong type.
    static var empty: DynamicIsland { DynamicIsland() }

    /// Tints the island's border.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keylineTintColor = color
        return copy
    }

    /// The URL a tap on the island opens in the app.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.url = url
        return copy
    }

    /// Replaces the island's default content margins on `edges` in `mode` (nil: the default).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        for edge in [Edge.top, .leading, .bottom, .trailing] where edges.contains(Edge.Set(edge)) {
            copy.marginOverrides[mode, default: [:]][edge] = length
        }
        return copy
    }
}

/// A mode of the Dynamic Island, for `contentMargins(_:_:for:)`.
public struct DynamicIslandMode: Equatable, Hashable, Sendable {
    let name: String

    /// The compact leading view.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact trailing view.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The minimal presentation.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Equatable, Hashable, Sendable {
    let name: String

    /// Beside the camera on its leading side; taller content continues below.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera on its trailing side; taller content continues below.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Right below the camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the leading, trailing and center regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Where leading and trailing content goes when it is too wide to sit beside the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Hashable, Sendable {
    let name: String

    /// Below the camera instead of beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded island: where it goes, how it competes for width, its view.
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content

    /// A region at `position`; a higher `priority` claims width first.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// A region with its view's type erased.
package struct DynamicIslandRegion {
    package let position: DynamicIslandExpandedRegionPosition
    package let priority: Double
    package let view: AnyView
}

/// The expanded presentation's regions, as `DynamicIslandExpandedContentBuilder` collects them.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandRegion]
}

/// Collects the `DynamicIslandExpandedRegion`s of an expanded presentation.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    /// The first region.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: [DynamicIslandRegion(position: first.position, priority: first.priority, view: AnyView(first.content))])
    }

    /// Content built elsewhere, as the first part.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: first.regions)
    }

    /// The regions so far, then one more.
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(
            regions: accumulated.regions + [DynamicIslandRegion(position: next.position, priority: next.priority, view: AnyView(next.content))])
    }

    /// The regions so far, then more.
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
    }
}
