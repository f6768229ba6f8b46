import AssetCatalog
import Foundation
import SwiftUI
package import WidgetArchive

/// Lays a Live Activity's views out as the system presents them, at the sizes Apple's HIG
/// gives (`LiveActivityMetrics`), and archives the result for the host to draw. Each picture
/// is the largest size Apple documents for the presentation; the activity's own shape (Lock
/// Screen platter, island) sits inside it on a transparent background. Choices where Apple
/// is silent are in docs/LIVE-ACTIVITIES.md, and named here.
@MainActor
package enum ActivityPresentation {
    /// Default content margins where Apple documents none (points).
    static let compactOuterMargin: CGFloat = 8
    static let minimalHorizontalMargin: CGFloat = 6
    static let expandedMargins = EdgeInsets(top: 0, leading: 20, bottom: 12, trailing: 20)
    /// The Lock Screen platter's corner radius (Apple gives none; a notification's look).
    static let lockScreenCornerRadius: CGFloat = 22
    /// The camera's pill, drawn faintly so the regions around it can be told apart.
    static let sensorColor = Color(white: 0.12)

    /// The archive of `presentation` for one content state, on a screen of `metrics`.
    package static func archive(
        _ presentation: ActivityPresentationName, of activity: ActivityDescription, context: AnyActivityContext,
        metrics: LiveActivityMetrics, colorScheme: ColorScheme = .light, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, isPreview: Bool = true, assets: AssetLocator? = .currentProcess
    ) -> ViewArchive {
        let canvas = metrics.canvasSize(of: presentation)
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.locale = locale
        env.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        env.calendar = calendar
        env.activityFamily = .medium
        env.referenceSize = CGSize(width: canvas.width, height: canvas.height)
        let header = ArchiveEnvironment(
            colorScheme: colorScheme == .dark ? .dark : .light, widgetFamily: presentation.rawValue, displaySize: canvas,
            localeIdentifier: locale.identifier, timeZoneIdentifier: timeZone.identifier, isPreview: isPreview)
        let view = self.view(presentation, of: activity, context: context, metrics: metrics, colorScheme: colorScheme) { view in
            _ = ArchiveBuilder.archive(view, environment: env, header: header, assets: assets)
        }
        return ArchiveBuilder.archive(view, environment: env, header: header, assets: assets)
    }

    /// The presentation as one view of the canvas's size. `resolve` resolves a view once, so
    /// that modifiers the activity's views apply (`activityBackgroundTint`) can be read first.
    static func view(
        _ presentation: ActivityPresentationName, of activity: ActivityDescription, context: AnyActivityContext,
        metrics: LiveActivityMetrics, colorScheme: ColorScheme, resolve: (AnyView) -> Void
    ) -> AnyView {
        let composed: AnyView
        switch presentation {
        case .activityContent:
            let content = activity.content(context)
            let recording = ActivityRecording.recording { resolve(content) }
            let tint = (recording.backgroundTint ?? nil) ?? defaultLockScreenBackground(colorScheme)
            composed = lockScreen(content, tint: tint, metrics: metrics)
        case .dynamicIslandCompact:
            let island = activity.dynamicIsland(context)
            composed = AnyView(compact(island, metrics: metrics).widgetURL(island.url))
        case .dynamicIslandMinimal:
            let island = activity.dynamicIsland(context)
            composed = AnyView(minimal(island, metrics: metrics).widgetURL(island.url))
        case .dynamicIslandExpanded:
            let island = activity.dynamicIsland(context)
            composed = AnyView(expanded(island, metrics: metrics).widgetURL(island.url))
        }
        // Nothing behind the presentation: the picture is transparent outside its shape.
        return AnyView(composed.containerBackground(Color.clear, for: .widget))
    }

    /// Light in the light appearance, dark in the dark one, as Apple describes the default.
    static func defaultLockScreenBackground(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.11) : Color(white: 0.96)
    }

    /// The Lock Screen platter: the full width, as tall as the content within 84–160 points.
    static func lockScreen(_ content: AnyView, tint: Color, metrics: LiveActivityMetrics) -> AnyView {
        let width = CGFloat(metrics.lockScreenWidth)
        return AnyView(
            content
                .frame(width: width)
                .frame(minHeight: CGFloat(metrics.heights.lowerBound), maxHeight: CGFloat(metrics.heights.upperBound))
                .background(tint)
                .clipShape(RoundedRectangle(cornerRadius: lockScreenCornerRadius, style: .continuous))
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: width, height: CGFloat(metrics.heights.upperBound), alignment: .top))
    }

    /// Leading and trailing views snug against the camera, which sits in the middle.
    static func compact(_ island: DynamicIsland, metrics: LiveActivityMetrics) -> AnyView {
        let side = CGFloat(metrics.compactSideWidth), height = CGFloat(metrics.islandHeight)
        let leading = margins(island, .compactLeading, default: EdgeInsets(top: 0, leading: compactOuterMargin, bottom: 0, trailing: 0))
        let trailing = margins(island, .compactTrailing, default: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: compactOuterMargin))
        let row = HStack(spacing: 0) {
            island.compactLeading.padding(leading).frame(width: side, height: height, alignment: .trailing)
            Capsule().fill(sensorColor).frame(width: CGFloat(metrics.sensorWidth), height: height)
            island.compactTrailing.padding(trailing).frame(width: side, height: height, alignment: .leading)
        }
        return AnyView(islandShape(row, Capsule(), keyline: island.keylineTintColor).frame(width: CGFloat(metrics.compactWidth), height: height))
    }

    /// The minimal view in a circle, widening to a capsule for wider content.
    static func minimal(_ island: DynamicIsland, metrics: LiveActivityMetrics) -> AnyView {
        let height = CGFloat(metrics.islandHeight)
        let inset = margins(island, .minimal, default: EdgeInsets(top: 0, leading: minimalHorizontalMargin, bottom: 0, trailing: minimalHorizontalMargin))
        let content = island.minimal.padding(inset)
            .frame(
                minWidth: CGFloat(metrics.minimalWidths.lowerBound), maxWidth: CGFloat(metrics.minimalWidths.upperBound), minHeight: height, maxHeight: height)
        return AnyView(
            islandShape(content, Capsule(), keyline: island.keylineTintColor)
                .fixedSize(horizontal: true, vertical: false)
                .frame(width: CGFloat(metrics.minimalWidths.upperBound), height: height))
    }

    /// Leading and trailing beside the camera (continuing below it when taller), center right
    /// below the camera between them, bottom below all three.
    static func expanded(_ island: DynamicIsland, metrics: LiveActivityMetrics) -> AnyView {
        let width = CGFloat(metrics.expandedWidth), sensor = CGFloat(metrics.sensorWidth), cameraRow = CGFloat(metrics.islandHeight)
        let side = (width - sensor) / 2
        let inset = margins(island, .expanded, default: expandedMargins)
        func regions(_ position: DynamicIslandExpandedRegionPosition) -> some View {
            VStack(spacing: 0) {
                ForEach(Array(island.expandedRegions.filter { $0.position == position }.enumerated()), id: \.offset) { $0.element.view }
            }
        }
        let layout = VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                regions(.leading).frame(maxWidth: .infinity, minHeight: cameraRow, alignment: .leading)
                    .padding(.leading, inset.leading).frame(width: side)
                VStack(spacing: 0) {
                    Capsule().fill(sensorColor).frame(width: sensor, height: cameraRow)
                    regions(.center)
                }
                .frame(width: sensor)
                regions(.trailing).frame(maxWidth: .infinity, minHeight: cameraRow, alignment: .trailing)
                    .padding(.trailing, inset.trailing).frame(width: side)
            }
            regions(.bottom).frame(maxWidth: .infinity).padding(.leading, inset.leading).padding(.trailing, inset.trailing)
        }
        .padding(.top, inset.top)
        .padding(.bottom, inset.bottom)
        .frame(width: width)
        .frame(minHeight: CGFloat(metrics.heights.lowerBound), alignment: .top)
        let shape = RoundedRectangle(cornerRadius: CGFloat(metrics.islandCornerRadius), style: .continuous)
        return AnyView(
            islandShape(layout, shape, keyline: island.keylineTintColor)
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: width, height: CGFloat(metrics.heights.upperBound), alignment: .top))
    }

    /// Black, in the dark appearance (the island is black in either), with the keyline tint.
    static func islandShape<Content: View, S: InsettableShape>(_ content: Content, _ shape: S, keyline: Color?) -> some View {
        content
            .environment(\.colorScheme, .dark)
            .background(shape.fill(Color.black))
            .overlay(shape.strokeBorder(keyline ?? Color.clear, lineWidth: 1))
    }

    /// The island's margins for `mode`: the defaults, with `contentMargins(_:_:for:)` applied.
    static func margins(_ island: DynamicIsland, _ mode: DynamicIslandMode, default defaults: EdgeInsets) -> EdgeInsets {
        var result = defaults
        for (edge, length) in island.marginOverrides[mode] ?? [:] {
            switch edge {
            case .top: result.top = length
            case .leading: result.leading = length
            case .bottom: result.bottom = length
            case .trailing: result.trailing = length
            }
        }
        return result
    }
}
