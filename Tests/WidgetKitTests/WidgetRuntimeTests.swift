import Foundation
import Testing
import WidgetArchive

@testable import WidgetKit

@MainActor @Suite struct WidgetRuntimeTests {
    @Test func bundlesFlattenInBodyOrder() {
        let widgets = WidgetRegistry.widgets(in: TwelveWidgets())
        #expect(widgets.map(\.kind) == ["count", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "new"])
    }

    @Test func configurationModifiersAreRead() throws {
        let count = try #require(WidgetRegistry.widgets(single: CountWidget()).first)
        #expect(count.displayName == "Count")
        #expect(count.description == "Counts up")
        #expect(count.supportedFamilies == [.systemSmall, .accessoryInline])
        #expect(count.contentMarginsDisabled)
        #expect(count.configurationKind == .staticConfiguration)
        let plain = try #require(WidgetRegistry.widgets(single: PlainWidget()).first)
        #expect(plain.supportedFamilies == WidgetFamily.defaultSupported)
    }

    @Test func timelineCompletesFromAnotherThread() async throws {
        let widget = try #require(WidgetRegistry.widgets(single: CountWidget()).first)
        let gate = CompletionGate<AnyTimeline>()
        widget.provider.timeline(TimelineProviderContext(family: .systemSmall), nil) { gate.complete($0) }
        let timeline = try #require(await gate.wait(timeout: 5))
        #expect(timeline.entries.map(\.date.timeIntervalSince1970) == [1_800_000_000, 1_800_003_600, 1_800_007_200])
        #expect(timeline.entries.map { $0.relevance?.score } == [0, 1, 2])
        #expect(timeline.policy == .after(Date(timeIntervalSince1970: 1_800_014_400)))
    }

    @Test func completionCalledTwiceKeepsTheFirstAndCounts() async throws {
        let provider = ErasedProvider(MisbehavingProvider(callsTwice: true)) { (e: CountEntry) in Text("\(e.count)") }
        let gate = CompletionGate<AnyTimelineEntry>()
        provider.snapshot(TimelineProviderContext(family: .systemSmall), nil) { gate.complete($0) }
        let entry = try #require(await gate.wait(timeout: 5))
        #expect((entry.value as? CountEntry)?.count == 1)
        #expect(gate.extraCalls == 1)
    }

    @Test func completionNeverCalledTimesOut() async {
        let provider = ErasedProvider(MisbehavingProvider(callsTwice: false)) { (e: CountEntry) in Text("\(e.count)") }
        let gate = CompletionGate<AnyTimeline>()
        provider.timeline(TimelineProviderContext(family: .systemSmall), nil) { gate.complete($0) }
        let started = Date()
        let result = await gate.wait(timeout: 0.2)
        #expect(result == nil)
        // It gave up instead of waiting for a completion that never comes; the bound is loose
        // because a full parallel run can keep this task off a thread for seconds.
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func entriesResolveWithTheWidgetEnvironment() throws {
        let widget = try #require(WidgetRegistry.widgets(single: CountWidget()).first)
        var display = DisplayEnvironment(family: .accessoryInline)
        display.colorScheme = .dark
        let entry = AnyTimelineEntry(CountEntry(date: .distantPast, count: 7))
        let archive = EntryRenderer.archive(entry, of: widget, in: display, assets: nil)
        #expect(archive.environment.widgetFamily == "accessoryInline")
        #expect(archive.environment.displaySize == SizeValue(width: 234, height: 26))
        #expect(archive.environment.colorScheme == .dark)
        #expect(archive.environment.contentMargins == .zero)
        #expect(archive.widgetURL == "count://7")
        #expect(archive.containerBackground != nil)
        let texts = archive.root.children.compactMap { n -> String? in if case .text(let t) = n.content { t.plainText() } else { nil } }
        #expect(texts == ["7", "accessoryInline"])
    }

    @Test func placeholdersAreRedacted() throws {
        let widget = try #require(WidgetRegistry.widgets(single: CountWidget()).first)
        let entry = widget.provider.placeholder(TimelineProviderContext(family: .systemSmall))
        let archive = EntryRenderer.archive(entry, of: widget, in: DisplayEnvironment(family: .systemSmall), placeholder: true, assets: nil)
        #expect(archive.environment.redactionReasons == [.placeholder])
        #expect(archive.root.children.allSatisfy { $0.redaction == [.placeholder] })
    }

    @Test func missingContainerBackgroundIsDiagnosed() throws {
        let widget = try #require(WidgetRegistry.widgets(single: PlainWidget()).first)
        let archive = EntryRenderer.archive(
            AnyTimelineEntry(CountEntry(date: .now, count: 1)), of: widget,
            in: DisplayEnvironment(family: .systemMedium), assets: nil)
        #expect(archive.diagnostics.contains { $0.code == "missing-container-background" })
    }

    @Test func providerContextCanBeBuiltInTests() {
        let context = TimelineProviderContext(family: .systemMedium, isPreview: true)
        #expect(context.displaySize == CGSize(width: 338, height: 158))
        #expect(context.isPreview)
        #expect(context.environmentVariants.colorScheme == [.light, .dark])
        #expect(context.environmentVariants[\.dynamicTypeSize] == [.large])
        #expect(context.environmentVariants.locale == nil)
    }

    @Test func reloadPoliciesCompare() {
        let date = Date(timeIntervalSince1970: 5)
        #expect(TimelineReloadPolicy.atEnd == .atEnd)
        #expect(TimelineReloadPolicy.atEnd != .never)
        #expect(TimelineReloadPolicy.after(date) == .after(date))
        #expect(TimelineReloadPolicy.after(date) != .after(date + 1))
    }

    @Test func familiesParseXcodeNames() {
        #expect(WidgetFamily(name: "medium") == .systemMedium)
        #expect(WidgetFamily(name: "systemExtraLarge") == .systemExtraLarge)
        #expect(WidgetFamily(name: "extralarge") == .systemExtraLarge)
        #expect(WidgetFamily(name: "inline") == .accessoryInline)
        #expect(WidgetFamily(name: "huge") == nil)
        #expect(WidgetFamily.systemSmall.rawValue == 0 && WidgetFamily.systemLarge.rawValue == 2)
    }

    @Test func widgetCenterFailsClearlyWithoutAHost() async {
        await #expect(throws: WidgetCenterError.noHost(request: "getCurrentConfigurations")) {
            try await WidgetCenter.shared.currentConfigurations()
        }
        #expect(WidgetCenterError.noHost(request: "x").description.contains("not connected to a Vitrine host"))
    }
}
