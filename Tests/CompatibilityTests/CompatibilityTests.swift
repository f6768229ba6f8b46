//
//  CompatibilityTests.swift
//  CompatibilityTests
//
//  The other files of this target are iOS widget code that must compile unchanged; these
//  tests check what that code does once Vitrine's runtime has it: the widgets a bundle lists,
//  what their views resolve to, and the policies and relevance their providers hand over.
//

import Foundation
import SwiftUI
import WidgetArchive
import XCTest

@testable import WidgetKit

final class CompatibilityTests: XCTestCase {
    /// Every widget of each bundle, in body order, with the name and families its
    /// configuration modifiers gave it (nil: not checked here).
    @MainActor
    func testBundlesListTheirWidgetsWithNamesAndFamilies() async {
        let all: [WidgetFamily] = [
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ]
        let system = Array(all.prefix(4))  // no supportedFamilies: WidgetKit's default
        let expected: [(kind: String, name: String?, families: [WidgetFamily])] = [
            ("MyWidget", "My Widget", system),
            ("EmojiWidget", "My Widget", system),
            ("CountdownWidget", "Countdown", [.systemSmall, .accessoryRectangular]),
            ("StepsWidget", "Steps", all),
            ("LiteralNames", "x", [.systemSmall]),
            ("TextNames", nil, system),
            ("Margins", "Edge to edge", [.systemSmall, .systemMedium]),
            ("BackgroundSession", "Downloads", system),
            ("TaskWidget", "Async status", [.systemSmall, .systemMedium, .systemLarge]),
            ("QuoteWidget", "Quote", [.systemSmall, .systemMedium]),
            ("PlaceholderWidget", "Placeholder", [.systemSmall]),
            ("GreetingWidget", "Greeting", system),
            ("LockScreenCircular", "Steps (circular)", [.accessoryCircular]),
            ("LockScreenRectangular", "Steps (rectangular)", [.accessoryRectangular]),
            ("LockScreenInline", "Steps (inline)", [.accessoryInline]),
        ]
        let widgets = WidgetRegistry.widgets(in: BigBundle())
        XCTAssertEqual(widgets.map(\.kind), expected.map(\.kind))
        for (widget, want) in zip(widgets, expected) {
            XCTAssertEqual(widget.supportedFamilies, want.families, widget.kind)
            if let name = want.name { XCTAssertEqual(widget.displayName, name, widget.kind) }
        }
        // The iOS 14 splice: one bundle's body inside another's.
        XCTAssertEqual(WidgetRegistry.widgets(in: SmallBundle()).map(\.kind), ["QuoteWidget", "PlaceholderWidget"])
        XCTAssertEqual(WidgetRegistry.widgets(in: NestedBundle()).map(\.kind), ["QuoteWidget", "PlaceholderWidget", "GreetingWidget"])
    }

    @MainActor
    func testWidgetsInstantiate() async {
        _ = MyWidget().body
        _ = EmojiWidget().body
        _ = CountdownWidget().body
        _ = StepsWidget().body
        _ = LiteralNamesWidget().body
        _ = TextNamesWidget().body
        _ = MarginsWidget().body
        _ = BackgroundSessionWidget().body
        _ = TaskWidget().body
        _ = QuoteWidget().body
        _ = PlaceholderWidget().body
        _ = GreetingWidget().body
        _ = LockScreenCircularWidget().body
        _ = LockScreenRectangularWidget().body
        _ = LockScreenInlineWidget().body
        XCTAssertEqual(MyWidget().kind, "MyWidget")
        XCTAssertEqual(EmojiWidget().kind, "EmojiWidget")
    }

    /// The template views resolve to the texts, gauges and layout they declare, per family.
    @MainActor
    func testViewsResolveToWhatTheyDeclare() async throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)  // 22:13 UTC, the runtime's default zone
        let time = "10:13\u{202F}PM"
        XCTAssertEqual(try leaves(of: MyWidget(), SimpleEntry(date: now)), ["Text \(time) (time)"])
        XCTAssertEqual(
            try leaves(of: EmojiWidget(), EmojiEntry(date: now, emoji: "😀")),
            ["Text Time:", "Text \(time) (time)", "Text Emoji:", "Text 😀"])
        let steps = StepsEntry(date: now, steps: 10, goal: 100)
        XCTAssertEqual(try leaves(of: StepsWidget(), steps, family: .systemSmall), ["Text 10", "Text steps"])
        XCTAssertEqual(try leaves(of: StepsWidget(), steps, family: .systemMedium), ["Gauge linearCapacity 0.1", "Text 10 / 100"])
        XCTAssertEqual(try leaves(of: StepsWidget(), steps, family: .accessoryCircular), ["Gauge accessoryCircularCapacity 0.1"])
        XCTAssertEqual(try leaves(of: StepsWidget(), steps, family: .accessoryInline), ["Text 10 steps today", "Text 10"])

        // The PreviewProvider's view is the entry view: one time text, for the preview's own date.
        let preview = ArchiveBuilder.archive(MyWidget_Previews.previews, environment: EnvironmentValues(), header: ArchiveEnvironment())
        let texts = Self.leaves(preview.root)
        XCTAssertEqual(texts.count, 1)
        XCTAssertTrue(texts.first?.hasPrefix("Text ") == true && texts.first?.hasSuffix(" (time)") == true, "\(texts)")
    }

    /// What each provider asks for is what the runtime hands on, compared as Apple's
    /// `Equatable` struct compares: by kind, and for `.after` by date.
    @MainActor
    func testReloadPoliciesReachTheRuntimeAsTheProviderGaveThem() async throws {
        let template = try await timeline(of: MyWidget())
        XCTAssertEqual(template.policy, .atEnd)
        XCTAssertEqual(template.entries.count, 5)
        let greeting = try await timeline(of: GreetingWidget())
        XCTAssertEqual(greeting.policy, .never)
        let countdown = try await timeline(of: CountdownWidget())
        XCTAssertEqual(countdown.policy, .never)

        let quote = try await timeline(of: QuoteWidget())
        let midnight = Calendar.current.startOfDay(for: try XCTUnwrap(quote.entries.first).date).addingTimeInterval(24 * 3600)
        XCTAssertEqual(quote.policy, .after(midnight))
        XCTAssertNotEqual(quote.policy, .after(midnight.addingTimeInterval(1)))
        XCTAssertNotEqual(quote.policy, .atEnd)

        let steps = try await timeline(of: StepsWidget())
        XCTAssertEqual(steps.policy, .after(try XCTUnwrap(steps.entries.first).date.addingTimeInterval(30 * 60)))
        XCTAssertNotEqual(TimelineReloadPolicy.atEnd, .never)
        XCTAssertEqual(["\(TimelineReloadPolicy.atEnd)", "\(TimelineReloadPolicy.never)"], ["atEnd", "never"])
    }

    /// A relevance the entry declares reaches the runtime with its score and duration, and
    /// survives `Codable` as Apple's type does; an entry without one has none.
    @MainActor
    func testEntryRelevanceReachesTheRuntimeAndRoundTrips() async throws {
        let quotes = try await timeline(of: QuoteWidget()).entries
        XCTAssertEqual(quotes.count, 2)
        for entry in quotes {
            XCTAssertEqual(entry.relevance, TimelineEntryRelevance(score: 10, duration: 3600))
        }
        let widget = try XCTUnwrap(WidgetRegistry.widgets(single: QuoteWidget()).first)
        XCTAssertEqual(widget.provider.placeholder(TimelineProviderContext(family: .systemSmall)).relevance?.score, 10)
        let template = try await timeline(of: MyWidget())
        XCTAssertTrue(template.entries.allSatisfy { $0.relevance == nil })

        let relevance = TimelineEntryRelevance(score: 0.25, duration: 90)
        let decoded = try JSONDecoder().decode(TimelineEntryRelevance.self, from: JSONEncoder().encode(relevance))
        XCTAssertEqual(decoded, relevance)
        XCTAssertNotEqual(decoded, TimelineEntryRelevance(score: 0.25))
        XCTAssertEqual(TimelineEntryRelevance(score: 1).duration, 0)  // "until the next entry"
    }

    // MARK: Helpers

    /// The timeline a widget's provider completes with, as the runtime receives it.
    @MainActor
    private func timeline<W: Widget>(of widget: W, family: WidgetFamily = .systemSmall) async throws -> AnyTimeline {
        let description = try XCTUnwrap(WidgetRegistry.widgets(single: widget).first)
        let gate = CompletionGate<AnyTimeline>()
        description.provider.timeline(TimelineProviderContext(family: family), nil) { gate.complete($0) }
        let received = await gate.wait(timeout: 5)
        return try XCTUnwrap(received, "\(description.kind): no timeline")
    }

    /// The leaves of `entry` resolved through `widget`'s content in `family`.
    @MainActor
    private func leaves<W: Widget>(of widget: W, _ entry: any TimelineEntry, family: WidgetFamily = .systemSmall) throws -> [String] {
        let description = try XCTUnwrap(WidgetRegistry.widgets(single: widget).first)
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: description, in: DisplayEnvironment(family: family), assets: nil)
        return Self.leaves(archive.root)
    }

    /// Texts (as they read, with the style of a date), gauges (style and fraction) and images,
    /// in tree order; stacks and modifiers are walked through.
    static func leaves(_ node: Node) -> [String] {
        switch node.content {
        case .text(let text):
            let styles = text.runs.compactMap { run -> String? in
                if case .date(let date) = run.content, case .styled(_, let style) = date.kind { return style.rawValue }
                return nil
            }
            return ["Text \(text.plainText())" + (styles.isEmpty ? "" : " (\(styles.joined(separator: ",")))")]
        case .gauge(let gauge):
            return ["Gauge \(gauge.style) \(gauge.fraction)"]
        case .image(let image):
            return ["Image \(image.source)"]
        default:
            return node.children.flatMap(leaves)
        }
    }

    func testTimelines() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0..<5).map { SimpleEntry(date: now.addingTimeInterval(Double($0) * 3600)) }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        XCTAssertEqual(timeline.entries.count, 5)
        XCTAssertEqual(timeline.entries.last?.date, now.addingTimeInterval(4 * 3600))
        XCTAssertEqual(timeline.policy, .atEnd)

        let empty = Timeline<EmojiEntry>(entries: [], policy: .never)
        XCTAssertTrue(empty.entries.isEmpty)
        XCTAssertEqual(empty.policy, .never)
    }

    func testWidgetFamilies() {
        XCTAssertEqual(WidgetFamily.systemSmall.rawValue, 0)
        XCTAssertEqual(WidgetFamily.systemMedium.rawValue, 1)
        XCTAssertEqual(WidgetFamily.systemLarge.rawValue, 2)
        XCTAssertEqual(WidgetFamily(rawValue: 1), .systemMedium)
        let iOSFamilies: Set<WidgetFamily> = [
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
            .accessoryCircular, .accessoryRectangular, .accessoryInline,
        ]
        XCTAssertEqual(iOSFamilies.count, 7)
        XCTAssertFalse(WidgetFamily.accessoryInline.description.isEmpty)
    }

    func testWidgetCenterKeys() {
        XCTAssertFalse(WidgetCenter.UserInfoKey.kind.isEmpty)
        XCTAssertFalse(WidgetCenter.UserInfoKey.family.isEmpty)
        XCTAssertNotEqual(WidgetCenter.UserInfoKey.kind, WidgetCenter.UserInfoKey.family)
    }
}
