import AssetCatalog
import Foundation
import SwiftUI
package import WidgetArchive

/// The environment a widget entry is shown in: the part of a host request that changes
/// what the view resolves to.
package struct DisplayEnvironment: Sendable {
    package var family: WidgetFamily
    package var displaySize: CGSize
    package var colorScheme: ColorScheme = .light
    package var locale = Locale(identifier: "en_US")
    package var timeZone = TimeZone(identifier: "UTC")!
    package var dynamicTypeSize: DynamicTypeSize = .large
    package var renderingMode: WidgetRenderingMode = .fullColor
    /// Whether the host draws the `containerBackground`: not in accessory families, where
    /// the Lock Screen (or watch face) removes it, as Apple documents for
    /// `showsWidgetContainerBackground` ("false for accessory widgets").
    package var showsContainerBackground: Bool
    package var isPreview = false
    package var metrics = WidgetMetrics.defaultDevice

    package init(family: WidgetFamily, displaySize: CGSize? = nil) {
        self.family = family
        self.displaySize = displaySize ?? WidgetMetrics.defaultDevice.size(of: family)
        self.showsContainerBackground = !family.isAccessory
    }

    /// The context a provider is asked in; the display's locale becomes the one
    /// `String(localized:)` uses while the provider and its views run.
    package var providerContext: TimelineProviderContext {
        Localization.requestLocale = locale
        return TimelineProviderContext(
            family: family, displaySize: displaySize, isPreview: isPreview,
            environmentVariants: .init(colorSchemes: [colorScheme], dynamicTypeSizes: [dynamicTypeSize]))
    }
}

/// Resolves a widget's entries into archives (View → resolve → archive).
@MainActor
package enum EntryRenderer {
    package static func archive(
        _ entry: AnyTimelineEntry, of widget: WidgetDescription, in display: DisplayEnvironment,
        placeholder: Bool = false, assets: AssetLocator? = .currentProcess
    ) -> ViewArchive {
        // With margins disabled the author reads them from the environment and applies them
        // where wanted; the host then insets nothing.
        let margins = display.metrics.contentMargins(for: display.family)
        Localization.requestLocale = display.locale
        var env = EnvironmentValues()
        env.widgetFamily = display.family
        env.colorScheme = display.colorScheme
        env.locale = display.locale
        env.timeZone = display.timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = display.locale
        calendar.timeZone = display.timeZone
        env.calendar = calendar
        env.dynamicTypeSize = display.dynamicTypeSize
        env.widgetRenderingMode = display.renderingMode
        env.showsWidgetContainerBackground = display.showsContainerBackground
        env.widgetContentMargins = margins
        env.displayScale = display.metrics.scale
        env.referenceSize = display.displaySize
        // TimelineView's context.date: a widget is drawn at its entry's date.
        env.timelineDate = entry.date
        if placeholder { env.redactionReasons = .placeholder }
        env.appAccentColor = accentColor(of: widget, in: assets)

        let header = ArchiveEnvironment(
            colorScheme: display.colorScheme == .dark ? .dark : .light,
            widgetFamily: display.family.description,
            displaySize: SizeValue(width: Double(display.displaySize.width), height: Double(display.displaySize.height)),
            contentMargins: widget.contentMarginsDisabled ? .zero : margins.archived,
            showsWidgetContainerBackground: display.showsContainerBackground,
            widgetRenderingMode: display.renderingMode.name,
            dynamicTypeSize: "\(display.dynamicTypeSize)",
            localeIdentifier: display.locale.identifier,
            timeZoneIdentifier: display.timeZone.identifier,
            calendarIdentifier: "gregorian",
            redactionReasons: placeholder ? [.placeholder] : [],
            isPreview: display.isPreview)

        let view = widget.provider.content(entry)
        var archive = ArchiveBuilder.archive(view, environment: env, header: header, assets: assets)
        archive.diagnostics += WidgetChecks.check(archive, family: display.family)
        return archive
    }

    /// The `AccentColor` of the widget's own catalog (its module's resource bundle), as Xcode
    /// makes it the extension's global accent; nil (system blue) when it has none. Other
    /// catalogs in the process, a test target's fixtures or another product's, never count.
    static func accentColor(of widget: WidgetDescription, in assets: AssetLocator?) -> Color? {
        guard let assets, let module = widget.moduleName, let bundle = assets.bundleName(forModule: module),
            let found = assets.colorSet(named: "AccentColor", inBundleNamed: bundle), !found.set.variants.isEmpty
        else { return nil }
        return Color(assetNamed: "AccentColor", inBundleNamed: bundle)
    }
}

/// Widget-specific checks on a resolved tree.
enum WidgetChecks {
    static func check(_ archive: ViewArchive, family: WidgetFamily) -> [Diagnostic] {
        var result: [Diagnostic] = []
        if archive.containerBackground == nil && !family.isAccessory {
            result.append(
                Diagnostic(
                    severity: .warning, code: "missing-container-background",
                    message: "no containerBackground(_:for: .widget); iOS 17 shows \"Please adopt containerBackground API\" instead of this widget"))
        }
        if family == .systemSmall, contains(archive.root, where: { if case .link = $0.content { true } else { false } }) {
            result.append(
                Diagnostic(
                    severity: .info, code: "link-in-small-widget",
                    message: "Link is not tappable in systemSmall widgets before iOS 17; the whole widget opens widgetURL"))
        }
        return result
    }

    static func contains(_ node: Node, where predicate: (Node) -> Bool) -> Bool {
        predicate(node) || node.children.contains { contains($0, where: predicate) }
    }
}
