//
//  CompatibilityTests.swift
//  CompatibilityTests
//
//  The other files of this target are iOS widget code that must compile unchanged; these
//  tests only instantiate it and check what the public API lets a widget author see.
//

import Foundation
import SwiftUI
import WidgetKit
import XCTest

final class CompatibilityTests: XCTestCase {
    @MainActor
    func testBundlesInstantiate() async {
        _ = BigBundle().body
        _ = SmallBundle().body
        _ = NestedBundle().body
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

    @MainActor
    func testViewsInstantiate() async {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        _ = MyWidgetEntryView(entry: SimpleEntry(date: now)).body
        _ = EmojiWidgetEntryView(entry: EmojiEntry(date: now, emoji: "😀")).body
        _ = StepsView(entry: StepsEntry(date: now, steps: 10, goal: 100)).body
        _ = MyWidget_Previews.previews
    }

    func testReloadPolicies() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(TimelineReloadPolicy.atEnd, .atEnd)
        XCTAssertEqual(TimelineReloadPolicy.never, .never)
        XCTAssertEqual(TimelineReloadPolicy.after(date), .after(date))
        XCTAssertNotEqual(TimelineReloadPolicy.atEnd, .never)
        XCTAssertNotEqual(TimelineReloadPolicy.after(date), .after(date.addingTimeInterval(1)))
        XCTAssertNotEqual(TimelineReloadPolicy.after(date), .atEnd)
    }

    func testTimelines() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0 ..< 5).map { SimpleEntry(date: now.addingTimeInterval(Double($0) * 3600)) }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        XCTAssertEqual(timeline.entries.count, 5)
        XCTAssertEqual(timeline.entries.last?.date, now.addingTimeInterval(4 * 3600))
        XCTAssertEqual(timeline.policy, .atEnd)

        let empty = Timeline<EmojiEntry>(entries: [], policy: .never)
        XCTAssertTrue(empty.entries.isEmpty)
        XCTAssertEqual(empty.policy, .never)
    }

    func testEntryRelevance() {
        XCTAssertNil(SimpleEntry(date: Date()).relevance)
        let quote = QuoteEntry(date: Date(), quote: "q")
        XCTAssertEqual(quote.relevance?.score, 10)
        XCTAssertEqual(quote.relevance?.duration, 3600)
        XCTAssertEqual(TimelineEntryRelevance(score: 1).duration, 0)
        XCTAssertEqual(TimelineEntryRelevance(score: 1, duration: 5), TimelineEntryRelevance(score: 1, duration: 5))
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
