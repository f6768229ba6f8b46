import ActivityKit
import Foundation
import Testing
import WidgetArchive

@testable import WidgetKit

struct PizzaAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
    }
    var order: String
}

struct OtherAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var x: Int }
}

struct PizzaActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaAttributes.self) { context in
            Text("Order \(context.attributes.order): \(context.state.minutes) min").activityBackgroundTint(.orange)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("LEAD") }
                DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("TRAIL") }
                DynamicIslandExpandedRegion(.center) { Text("CENTER") }
                DynamicIslandExpandedRegion(.bottom) { Text("BOTTOM") }
            } compactLeading: {
                Text("CL")
            } compactTrailing: {
                Text("\(context.state.minutes)m")
            } minimal: {
                Text("MIN")
            }
            .keylineTint(.orange)
            .widgetURL(URL(string: "pizza://order/\(context.attributes.order)"))
            .contentMargins(.leading, 2, for: .compactLeading)
        }
        .configurationDisplayName("Pizza")
        .supplementalActivityFamilies([.small, .medium])
    }
}

struct PlainActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OtherAttributes.self) { context in
            Text("x = \(context.state.x)")
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("B") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T")
            } minimal: {
                Text("M")
            }
        }
    }
}

struct PizzaWidgetA: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "a", provider: AsyncProvider()) { Text("\($0.count)") }.supportedFamilies([.systemSmall])
    }
}

struct PizzaWidgetB: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "b", provider: AsyncProvider()) { Text("\($0.count)") }.supportedFamilies([.systemMedium, .accessoryInline])
    }
}

struct BundleWithActivity: WidgetBundle {
    var body: some Widget {
        PizzaWidgetA()
        PizzaActivity()
        PizzaWidgetB()
    }
}

struct BundleWithoutActivity: WidgetBundle {
    var body: some Widget {
        PizzaWidgetA()
        PizzaWidgetB()
    }
}

#Preview("Pizza expanded", as: .dynamicIsland(.expanded), using: PizzaAttributes(order: "42")) {
    PizzaActivity()
} contentStates: {
    PizzaAttributes.ContentState(minutes: 12)
    PizzaAttributes.ContentState(minutes: 3)
}

/// A Live Activity in a bundle: the widgets are listed exactly as without it, the activity
/// apart; its presentations are built from the right views; its `#Preview` registers.
@MainActor @Suite struct ActivityRegistryTests {
    @Test func theActivityLeavesTheWidgetListAsItWas() {
        let with = WidgetRegistry.widgets(in: BundleWithActivity())
        let without = WidgetRegistry.widgets(in: BundleWithoutActivity())
        #expect(with.map(\.kind) == ["a", "b"])
        #expect(with.map(\.kind) == without.map(\.kind))
        #expect(with.map(\.supportedFamilies) == without.map(\.supportedFamilies))
        // Found through its configuration modifiers, listed by attributes type.
        #expect(WidgetRegistry.activities(in: BundleWithActivity()).map(\.attributesType) == ["PizzaAttributes"])
        #expect(WidgetRegistry.activities(in: BundleWithoutActivity()).isEmpty)
        #expect(WidgetRegistry.widgets(single: PizzaActivity()).isEmpty)
    }

    func dump(_ presentation: ActivityPresentationName) throws -> String {
        let activity = try #require(WidgetRegistry.activities(single: PizzaActivity()).first)
        let context = AnyActivityContext(
            attributes: PizzaAttributes(order: "42"), state: PizzaAttributes.ContentState(minutes: 7), activityID: "t", isStale: false)
        let archive = ActivityPresentation.archive(presentation, of: activity, context: context, metrics: .standard, assets: nil)
        #expect(archive.environment.displaySize == LiveActivityMetrics.standard.canvasSize(of: presentation))
        return ArchiveDump.dump(archive)
    }

    @Test func theIslandsURLIsWhatATapOpens() throws {
        let activity = try #require(WidgetRegistry.activities(single: PizzaActivity()).first)
        let context = AnyActivityContext(
            attributes: PizzaAttributes(order: "9"), state: PizzaAttributes.ContentState(minutes: 1), activityID: "t", isStale: false)
        for presentation in [ActivityPresentationName.dynamicIslandCompact, .dynamicIslandMinimal, .dynamicIslandExpanded] {
            let archive = ActivityPresentation.archive(presentation, of: activity, context: context, metrics: .standard, assets: nil)
            #expect(archive.widgetURL == "pizza://order/9", "\(presentation)")
        }
    }

    @Test func contentMarginsReplaceTheDefaultsForTheirModeOnly() throws {
        // PizzaActivity sets 2 points on the compact leading view's leading edge.
        let compact = try dump(.dynamicIslandCompact)
        #expect(compact.contains(".padding(top: 0, leading: 2, bottom: 0, trailing: 0)"))
        // The trailing view keeps the default 8 points on its outer edge.
        #expect(compact.contains(".padding(top: 0, leading: 0, bottom: 0, trailing: 8)"))
        #expect(!compact.contains(".padding(top: 0, leading: 8, bottom: 0, trailing: 0)"))
    }

    @Test func eachPresentationShowsItsOwnViews() throws {
        let compact = try dump(.dynamicIslandCompact)
        #expect(compact.contains("\"CL\"") && compact.contains("\"7m\""))
        #expect(!compact.contains("LEAD") && !compact.contains("MIN"))
        let expanded = try dump(.dynamicIslandExpanded)
        for region in ["LEAD", "TRAIL", "CENTER", "BOTTOM"] { #expect(expanded.contains("\"\(region)\""), "\(region) missing") }
        #expect(!expanded.contains("\"CL\""))
        let minimal = try dump(.dynamicIslandMinimal)
        #expect(minimal.contains("\"MIN\"") && !minimal.contains("\"CL\""))
        let content = try dump(.activityContent)
        #expect(content.contains("\"Order 42: 7 min\""))
    }

    @Test func backgroundTintComesFromTheContentView() throws {
        let activity = try #require(WidgetRegistry.activities(single: PizzaActivity()).first)
        let context = AnyActivityContext(
            attributes: PizzaAttributes(order: "1"), state: PizzaAttributes.ContentState(minutes: 1), activityID: "t", isStale: false)
        let tinted = ActivityPresentation.archive(.activityContent, of: activity, context: context, metrics: .standard, assets: nil)
        let orange = ArchiveDump.dump(ArchiveBuilder.archive(Color.orange, environment: EnvironmentValues(), header: ArchiveEnvironment()))
        let hex = try #require(orange.firstMatch(of: /#[0-9A-F]{8}/).map { String($0.output) })
        let dump = ArchiveDump.dump(tinted)
        #expect(dump.contains(hex), "the tint \(hex) is not in the Lock Screen presentation")
        // Not the default light background (white 0.96).
        #expect(!dump.contains("#F5F5F5FF"))
    }

    @Test func withoutATintTheLockScreenIsLightOrDarkWithTheAppearance() throws {
        let activity = try #require(WidgetRegistry.activities(single: PlainActivity()).first)
        let context = AnyActivityContext(attributes: OtherAttributes(), state: OtherAttributes.ContentState(x: 1), activityID: "t", isStale: false)
        func dump(_ scheme: ColorScheme) -> String {
            ArchiveDump.dump(
                ActivityPresentation.archive(.activityContent, of: activity, context: context, metrics: .standard, colorScheme: scheme, assets: nil))
        }
        // White 0.96 and white 0.11 (docs/LIVE-ACTIVITIES.md).
        #expect(dump(.light).contains("#F5F5F5FF") && !dump(.light).contains("#1C1C1CFF"))
        #expect(dump(.dark).contains("#1C1C1CFF") && !dump(.dark).contains("#F5F5F5FF"))
    }

    @Test func theMacroRegistersAnActivityPreview() async throws {
        let preview = try #require(PreviewCatalog.previews.first { $0.name == "Pizza expanded" })
        #expect(preview.family == nil)
        #expect(preview.presentationName == "dynamicIslandExpanded")
        #expect(preview.kindName == "PizzaAttributes")
        #expect(preview.form == "activity")
        guard case .activity(let source) = preview.source else {
            Issue.record("not an activity preview")
            return
        }
        let facts = ActivityPreviewAnswer.ExtensionRequestFacts(
            displaySize: LiveActivityMetrics.large.canvasSize(of: .dynamicIslandExpanded), colorScheme: .dark, locale: Locale(identifier: "en_US"),
            timeZone: TimeZone(identifier: "UTC")!)
        let pictures = try await ActivityPreviewAnswer.answer(source, preview: preview, request: facts, timeout: 5).get()
        // One picture per content state, on the screen class the canvas names (6.7-inch: 408 wide).
        #expect(pictures.count == 2)
        #expect(pictures.map(\.1.environment.displaySize) == [SizeValue(width: 408, height: 160), SizeValue(width: 408, height: 160)])
    }

    @Test func attributesOfAnotherTypeAreRefused() async throws {
        let registration = _WidgetPreviewRegistration("wrong", as: .content, using: OtherAttributes(), widget: { PizzaActivity() }) {
            OtherAttributes.ContentState(x: 1)
        }
        guard case .activity(let source) = registration.source else {
            Issue.record("not an activity preview")
            return
        }
        let preview = WidgetPreview(
            id: "x", name: "wrong", fileID: "f", line: 1, column: 1, family: nil, widgetType: "PizzaActivity", widget: nil, source: registration.source)
        let facts = ActivityPreviewAnswer.ExtensionRequestFacts(
            displaySize: SizeValue(width: 371, height: 160), colorScheme: .light, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        let result = await ActivityPreviewAnswer.answer(source, preview: preview, request: facts, timeout: 5)
        guard case .failure(let failure) = result else {
            Issue.record("a preview with OtherAttributes was drawn by PizzaActivity")
            return
        }
        #expect(failure.reason == .wrongEntryType)
        #expect(failure.description.contains("OtherAttributes") && failure.description.contains("PizzaAttributes"))
    }
}
