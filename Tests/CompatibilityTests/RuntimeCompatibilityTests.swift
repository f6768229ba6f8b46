//
//  RuntimeCompatibilityTests.swift
//  CompatibilityTests
//
//  Runs the iOS-style sources of this target through Vitrine's runtime: every widget,
//  every supported family, placeholder, snapshot and timeline, resolved into archives that
//  survive the codec. (This file is Vitrine-side test code, not widget code.)
//

import Foundation
import WidgetArchive
import XCTest

@testable import WidgetKit

final class RuntimeCompatibilityTests: XCTestCase {
    @MainActor
    func testBigBundleListsTwelvePlusAvailableWidgets() async {
        let kinds = WidgetRegistry.widgets(in: BigBundle()).map(\.kind)
        XCTAssertEqual(kinds.count, 15)
        XCTAssertEqual(kinds.first, "MyWidget")
        XCTAssertEqual(Array(kinds.suffix(3)), ["LockScreenCircular", "LockScreenRectangular", "LockScreenInline"])
        XCTAssertEqual(Set(kinds).count, 15, "kinds must be unique")
    }

    @MainActor
    func testNestedBundlesSplice() async {
        let nested = WidgetRegistry.widgets(in: NestedBundle()).map(\.kind)
        let small = WidgetRegistry.widgets(in: SmallBundle()).map(\.kind)
        XCTAssertEqual(nested, small + ["GreetingWidget"])
    }

    @MainActor
    func testConfigurationNamesFromLiteralsAndText() async throws {
        let widgets = WidgetRegistry.widgets(in: BigBundle())
        let literal = try XCTUnwrap(widgets.first { $0.kind == "LiteralNames" })
        XCTAssertEqual(literal.displayName, "x")
        XCTAssertEqual(literal.description, "A description given as a literal.")
        let margins = try XCTUnwrap(widgets.first { $0.kind == "Margins" })
        XCTAssertTrue(margins.contentMarginsDisabled)
    }

    /// Every widget, every family it supports: entries resolve and archives round-trip.
    @MainActor
    func testEveryWidgetResolvesInEveryFamily() async throws {
        for widget in WidgetRegistry.widgets(in: BigBundle()) {
            for family in widget.supportedFamilies {
                let display = DisplayEnvironment(family: family)
                let context = display.providerContext

                let placeholder = EntryRenderer.archive(widget.provider.placeholder(context), of: widget, in: display, placeholder: true, assets: nil)
                XCTAssertEqual(placeholder.environment.redactionReasons, [.placeholder])

                let snapshotGate = CompletionGate<AnyTimelineEntry>()
                widget.provider.snapshot(context, nil) { snapshotGate.complete($0) }
                let snapshot = await snapshotGate.wait(timeout: 5)
                XCTAssertNotNil(snapshot, "\(widget.kind) \(family): no snapshot")

                let timelineGate = CompletionGate<AnyTimeline>()
                widget.provider.timeline(context, nil) { timelineGate.complete($0) }
                let received = await timelineGate.wait(timeout: 5)
                let timeline = try XCTUnwrap(received, "\(widget.kind) \(family): no timeline")
                XCTAssertFalse(timeline.entries.isEmpty, "\(widget.kind) \(family): empty timeline")

                for entry in timeline.entries {
                    let archive = EntryRenderer.archive(entry, of: widget, in: display, assets: nil)
                    XCTAssertEqual(archive.environment.widgetFamily, family.description)
                    let decoded = try ArchiveCodec.decode(try ArchiveCodec.encode(archive))
                    XCTAssertEqual(decoded, archive, "\(widget.kind) \(family): archive did not round-trip")
                    XCTAssertFalse(archive.diagnostics.contains { $0.severity == .error }, "\(widget.kind): \(archive.diagnostics)")
                }
            }
        }
    }

    /// The Xcode 15 template's `if #available(iOS 17.0, *)` path runs on Linux.
    @MainActor
    func testIOS17TemplateAdoptsContainerBackground() async throws {
        let widget = try XCTUnwrap(WidgetRegistry.widgets(single: EmojiWidget()).first)
        let entry = widget.provider.placeholder(TimelineProviderContext(family: .systemSmall))
        let archive = EntryRenderer.archive(entry, of: widget, in: DisplayEnvironment(family: .systemSmall), assets: nil)
        XCTAssertNotNil(archive.containerBackground)
        XCTAssertFalse(archive.diagnostics.contains { $0.code == "missing-container-background" })
    }
}
