//
//  PreviewRuntimeTests.swift
//  CompatibilityTests
//
//  The `#Preview`s of this target, found at run time in the test executable's symbol table
//  and asked for their entries. (Vitrine-side test code, not widget code.)
//

import Foundation
import XCTest

@testable import WidgetKit

final class PreviewRuntimeTests: XCTestCase {
    @MainActor
    var previews: [WidgetPreview] {
        PreviewCatalog.previews.filter { $0.fileID.hasPrefix("CompatibilityTests/") }
    }

    @MainActor
    func preview(_ name: String) throws -> WidgetPreview {
        try XCTUnwrap(previews.first { $0.name == name }, "no preview named \(name) in \(previews.map(\.id))")
    }

    @MainActor
    func testEveryFileScopePreviewIsFoundInSourceOrder() {
        // Widget previews have a family (a Live Activity's preview has a presentation instead).
        let found = previews.map { "\($0.name ?? "-") \($0.widget?.kind ?? "?") \($0.family.map { "\($0)" } ?? "activity") \($0.form)" }
        XCTAssertEqual(
            found,
            [
                "- EmojiWidget systemSmall timeline",
                "Configured ConfigurableWidget systemMedium intent:ConfigurationIntent",
                "Quotes QuoteWidget systemMedium provider",
                "Builder MyWidget systemSmall timeline",
                "Labeled PlaceholderWidget systemSmall timeline",
                "Wrong entries MyWidget systemSmall timeline",
                "- CountdownWidget accessoryRectangular timeline",
            ])
        XCTAssertEqual(Set(previews.map(\.id)).count, previews.count, "ids must be unique")
        XCTAssertTrue(previews.allSatisfy { $0.id == "\($0.fileID):\($0.line)" })
        XCTAssertEqual(previews.first?.fileID, "CompatibilityTests/IOS17Templates.swift")
    }

    @MainActor
    func testBuilderEntriesWithLoopsConditionsAndAwait() async throws {
        let builder = try preview("Builder")
        let result = try await builder.timeline(in: TimelineProviderContext(family: .systemSmall), timeout: 5).get()
        XCTAssertEqual(result.entries.count, 5)
        XCTAssertNil(result.policy)
        XCTAssertEqual(result.entries[1].date.timeIntervalSince(result.entries[0].date), 3600, accuracy: 1)
        XCTAssertEqual(result.entries[4].date.timeIntervalSince(result.entries[0].date), 7200, accuracy: 1)
    }

    @MainActor
    func testProviderFormsAskTheProviderForATimeline() async throws {
        let quotes = try await preview("Quotes").timeline(in: TimelineProviderContext(family: .systemMedium), timeout: 5).get()
        XCTAssertEqual(quotes.entries.count, QuoteProvider.quotes.count)
        if case .after = quotes.policy?.kind {} else { XCTFail("policy \(String(describing: quotes.policy))") }
        let configured = try await preview("Configured").timeline(in: TimelineProviderContext(family: .systemMedium), timeout: 5).get()
        XCTAssertEqual(configured.entries.count, 2)
        XCTAssertEqual(configured.policy, .never)
    }

    @MainActor
    func testEntriesOfAnotherTypeAreReported() async throws {
        let result = try await preview("Wrong entries").timeline(in: TimelineProviderContext(family: .systemSmall), timeout: 5)
        guard case .failure(let failure) = result else { return XCTFail("expected a failure") }
        XCTAssertEqual(failure.reason, .wrongEntryType)
        XCTAssertTrue(failure.description.contains("EmojiEntry"), failure.description)
        XCTAssertTrue(failure.description.contains("SimpleEntry"), failure.description)
    }

    @MainActor
    func testEntriesResolveThroughTheWidgetsContent() async throws {
        let template = try XCTUnwrap(previews.first)
        let timeline = try await template.timeline(in: TimelineProviderContext(family: .systemSmall), timeout: 5).get()
        let widget = try XCTUnwrap(template.widget)
        let archives = timeline.entries.map { EntryRenderer.archive($0, of: widget, in: DisplayEnvironment(family: .systemSmall)) }
        XCTAssertEqual(archives.count, 2)
        XCTAssertTrue(archives.allSatisfy { $0.environment.widgetFamily == "systemSmall" })
    }

    @MainActor
    func testOnlyChecksummedSymbolsCount() {
        let middle = "_s18CompatibilityTests7previewfMu_"
        let valid = PreviewCatalog.symbolPrefix + middle + "_" + PreviewCatalog.checksum(Substring(middle))
        XCTAssertTrue(PreviewCatalog.isRegistration(valid))
        XCTAssertFalse(PreviewCatalog.isRegistration(valid + "Tm"))
        XCTAssertFalse(PreviewCatalog.isRegistration(PreviewCatalog.symbolPrefix + middle + "_00000000"))
        XCTAssertFalse(PreviewCatalog.isRegistration("vitrine_preview_v1_"))
    }
}
