//
//  AppIntentTemplateTests.swift
//  CompatibilityTests
//
//  The App Intents template widgets, described and run as the extension runtime does.
//  (Vitrine-side test code, not widget code.)
//

import Foundation
import WidgetArchive
import XCTest

@testable import WidgetKit

final class AppIntentTemplateTests: XCTestCase {
    @MainActor
    func timeline(_ widget: WidgetDescription, _ intent: Any?) async throws -> AnyTimeline {
        let gate = CompletionGate<AnyTimeline>()
        widget.provider.timeline(TimelineProviderContext(family: .systemSmall), intent) { gate.complete($0) }
        let timeline = await gate.wait(timeout: 30)
        return try XCTUnwrap(timeline)
    }

    @MainActor
    func testTheTemplateWidgetIsConfiguredByItsIntent() async throws {
        let widget = try XCTUnwrap(WidgetRegistry.widgets(single: IntentTemplateWidget()).first)
        XCTAssertEqual(widget.displayName, "Configuration")
        XCTAssertEqual(widget.description, "This is an example widget.")
        let adapter = try XCTUnwrap(widget.configuration)
        XCTAssertEqual(adapter.schema.parameters.map(\.name), ["favoriteEmoji"])
        XCTAssertEqual(adapter.schema.parameters.first?.title, "Favorite Emoji")
        XCTAssertEqual(adapter.schema.parameters.first?.defaultValue, .string("😃"))

        let configuredIntent = try adapter.intent(for: ["favoriteEmoji": .string("🎉")])
        let configured = try await timeline(widget, configuredIntent)
        XCTAssertEqual(configured.entries.count, 5)
        XCTAssertEqual(configured.entries.compactMap { ($0.value as? IntentEntry)?.configuration.favoriteEmoji }, Array(repeating: "🎉", count: 5))
        let unconfigured = try await timeline(widget, nil)
        XCTAssertEqual((unconfigured.entries.first?.value as? IntentEntry)?.configuration.favoriteEmoji, "😃")
        XCTAssertEqual(templatePreviewEntries.map(\.configuration.favoriteEmoji), ["😀", "🤩"])
    }

    @MainActor
    func testTheHeroPickerOffersTheQuerysHeroesAndDrawsTheButton() async throws {
        let widget = try XCTUnwrap(WidgetRegistry.widgets(single: HeroWidget()).first)
        XCTAssertEqual(widget.displayName, "Hero")
        let adapter = try XCTUnwrap(widget.configuration)
        let options = try await adapter.options("hero", nil, [:])
        XCTAssertEqual(options.allItems.map(\.displayText), ["Spouty (spouty)", "Egghead (egghead)"])
        let defaults = try await adapter.defaults()
        XCTAssertEqual(defaults["hero"]?.displayText, "Spouty (spouty)")

        let intent = try adapter.intent(for: ["hero": .entity(.init(identifier: "egghead", title: "Egghead"))])
        let entries = try await timeline(widget, intent).entries
        let entry = try XCTUnwrap(entries.first)
        XCTAssertEqual((entry.value as? HeroEntry)?.hero.name, "Egghead")
        let archive = EntryRenderer.archive(entry, of: widget, in: DisplayEnvironment(family: .systemSmall), assets: nil)
        let dump = ArchiveDump.dump(archive)
        XCTAssertTrue(dump.contains("Egghead"), dump)
        XCTAssertTrue(dump.contains("Rest"), dump)
        XCTAssertEqual(HeroProvider().recommendations().map(\.description), ["Spouty", "Egghead"])
    }
}
