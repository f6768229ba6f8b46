import Foundation

/// The places a Live Activity is drawn, as previews name them (`PreviewDescriptor.family`):
/// WidgetKit's `ActivityPreviewViewKind` cases in the shape of family names.
public enum ActivityPresentationName: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The Lock Screen (and banner) presentation: `ActivityPreviewViewKind.content`.
    case activityContent
    /// Leading and trailing views around the TrueDepth camera: `.dynamicIsland(.compact)`.
    case dynamicIslandCompact
    /// The expanded island with its regions: `.dynamicIsland(.expanded)`.
    case dynamicIslandExpanded
    /// The small circle shown when several activities run: `.dynamicIsland(.minimal)`.
    case dynamicIslandMinimal

    /// The name (`dynamicIslandCompact`).
    public var description: String { rawValue }
}

/// Live Activity sizes on one iPhone class, from Apple's HIG "Live Activities" specifications
/// (docs/LIVE-ACTIVITIES.md gives the table and what Vitrine chose where Apple is silent).
/// All values in points.
public struct LiveActivityMetrics: Hashable, Sendable {
    /// Width of each compact region (leading, trailing).
    public var compactSideWidth: Double
    /// Height of the island when compact or minimal.
    public var islandHeight: Double
    /// Width of the whole compact island: both regions and the camera between them.
    public var compactWidth: Double
    /// Narrowest and widest minimal presentation.
    public var minimalWidths: ClosedRange<Double>
    /// Width of the expanded island.
    public var expandedWidth: Double
    /// Width of the Lock Screen presentation.
    public var lockScreenWidth: Double
    /// Lowest and tallest expanded and Lock Screen presentations (taller is truncated).
    public var heights: ClosedRange<Double>
    /// The island's corner radius.
    public var islandCornerRadius: Double

    /// The TrueDepth camera's share of the compact island: what the two regions leave.
    public var sensorWidth: Double { compactWidth - 2 * compactSideWidth }

    /// 6.7-inch class screens (430×932 pt: iPhone 14 Pro Max and later Max and Plus models).
    public static let large = LiveActivityMetrics(
        compactSideWidth: 62.33, islandHeight: 36.67, compactWidth: 250, minimalWidths: 36.67...45, expandedWidth: 408, lockScreenWidth: 408,
        heights: 84...160, islandCornerRadius: 44)
    /// 6.1-inch class screens (393×852 pt: iPhone 14 Pro and later Pro and base models).
    public static let standard = LiveActivityMetrics(
        compactSideWidth: 52.33, islandHeight: 36.67, compactWidth: 230, minimalWidths: 36.67...45, expandedWidth: 371, lockScreenWidth: 371,
        heights: 84...160, islandCornerRadius: 44)

    /// The row for a screen `width` points wide: Apple lists two; screens narrower than 430
    /// points use the 393-point row.
    public static func forScreen(width: Double) -> LiveActivityMetrics {
        width >= 430 ? .large : .standard
    }

    /// The picture a preview draws for a presentation: the largest size Apple documents for
    /// it, so a taller or wider presentation is drawn whole and a smaller one inside it.
    public func canvasSize(of presentation: ActivityPresentationName) -> SizeValue {
        switch presentation {
        case .activityContent: SizeValue(width: lockScreenWidth, height: heights.upperBound)
        case .dynamicIslandCompact: SizeValue(width: compactWidth, height: islandHeight)
        case .dynamicIslandExpanded: SizeValue(width: expandedWidth, height: heights.upperBound)
        case .dynamicIslandMinimal: SizeValue(width: minimalWidths.upperBound, height: islandHeight)
        }
    }

    /// The screen class whose canvas for `presentation` is `canvas` (the size a host asked
    /// for); the 393-point row when none matches.
    public static func matching(canvas: SizeValue, of presentation: ActivityPresentationName) -> LiveActivityMetrics {
        [LiveActivityMetrics.standard, .large].first { $0.canvasSize(of: presentation) == canvas } ?? .standard
    }
}
