import Foundation
import SwiftUI

// WidgetKit's `#Preview` forms with Apple's exact signatures (iOS 17). Each expands, through the
// PreviewsMacros plugin, into a file-scope function that registers the preview for the extension
// runtime (`PreviewCatalog`), which lists them and answers their entries to `vitrine preview`.
// The Live Activity form is in Activities/ActivityPreviews.swift.

/// A widget previewed with the entries the closure builds.
@freestanding(declaration)
public macro Preview<Widget: SwiftUI.Widget>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping () -> Widget,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "PreviewsMacros", type: "Common")

/// A widget previewed with the timeline its provider returns.
@freestanding(declaration)
public macro Preview<Widget: SwiftUI.Widget, Provider: TimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "PreviewsMacros", type: "Common")

/// An intent-configured widget previewed with the timeline its provider returns for `intent`.
@freestanding(declaration)
public macro Preview<Widget: SwiftUI.Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    using intent: Provider.Intent,
    widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "PreviewsMacros", type: "Common")

/// An App Intent widget previewed with the timeline its provider returns for `intent`.
@freestanding(declaration)
public macro Preview<Widget: SwiftUI.Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    using intent: Provider.Intent,
    widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "PreviewsMacros", type: "Common")

/// Collects a preview's entries: one per line, with `if`, `switch` and `for`.
@resultBuilder
public struct PreviewTimelineBuilder {
    /// One entry per line.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    /// The first line's entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    /// The entries so far, then the next line's.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }

    /// The entries of every pass of a `for` loop.
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }

    /// The entries of an `if` branch.
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    /// The entries of an `else` branch.
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    /// The entries of an `if` without `else`, or none.
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }

    /// The entries of an `if #available` branch.
    public static func buildLimitedAvailability(_ component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    /// An empty timeline is a mistake Apple reports at compile time (their typo kept).
    @available(*, unavailable, message: "Please provide at lease one timeline entry")
    public static func buildBlock() -> [any TimelineEntry] { [] }
}
