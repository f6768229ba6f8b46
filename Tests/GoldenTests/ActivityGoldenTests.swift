import ActivityKit
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive
import WidgetRender

@testable import ActivityWidgets
@testable import WidgetKit

/// The Live Activity presentations of the ActivityWidgets fixture — Lock Screen, compact,
/// expanded and minimal — drawn at the sizes Apple's HIG gives (docs/LIVE-ACTIVITIES.md) and
/// compared with checked-in PNGs, exactly. Drawn as `vitrine preview` draws them (the same
/// `RenderSetup`, at 2x); `ActivityPreviewProcessTests` checks the real preview gives the same
/// pixels. Goldens live in `Goldens/activity/`.
@MainActor @Suite(.serialized) struct ActivityGoldenTests {
    nonisolated static let directory = GoldenImageTests.directory.appendingPathComponent("activity")
    static let scale = 2.0

    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let presentation: ActivityPresentationName
        let state: MatchAttributes.ContentState
        let dark: Bool
        let large: Bool
        var testDescription: String { file }
    }

    nonisolated static let cases: [Case] = [
        Case(file: "lockscreen-kickoff-light.png", presentation: .activityContent, state: .kickoff, dark: false, large: false),
        Case(file: "lockscreen-secondhalf-light.png", presentation: .activityContent, state: .secondHalf, dark: false, large: false),
        Case(file: "lockscreen-secondhalf-6.7.png", presentation: .activityContent, state: .secondHalf, dark: false, large: true),
        Case(file: "compact-secondhalf.png", presentation: .dynamicIslandCompact, state: .secondHalf, dark: false, large: false),
        Case(file: "compact-secondhalf-6.7.png", presentation: .dynamicIslandCompact, state: .secondHalf, dark: false, large: true),
        Case(file: "expanded-secondhalf.png", presentation: .dynamicIslandExpanded, state: .secondHalf, dark: false, large: false),
        Case(file: "minimal-secondhalf.png", presentation: .dynamicIslandMinimal, state: .secondHalf, dark: false, large: false),
    ]

    /// One presentation of the match activity, as `vitrine preview` draws it on the default
    /// iPhone (or the 6.7-inch one).
    static func render(_ presentation: ActivityPresentationName, state: MatchAttributes.ContentState, dark: Bool = false, large: Bool = false) throws -> Data {
        let activity = try #require(WidgetRegistry.activities(in: ActivityWidgets()).first)
        let context = AnyActivityContext(attributes: MatchAttributes.preview, state: state, activityID: "golden", isStale: false)
        let metrics: LiveActivityMetrics = large ? .large : .standard
        let archive = ActivityPresentation.archive(presentation, of: activity, context: context, metrics: metrics, colorScheme: dark ? .dark : .light)
        var device = large ? WidgetDevice.preset(named: "6.7")! : WidgetDevice.default
        device.cornerRadius = 0
        let setup = RenderSetup(device: device, scale: scale, resources: .forExecutable(at: Products.url("ActivityWidgets")))
        return setup.pipeline(at: GoldenFixtures.now).render(archive).data
    }

    static func golden(_ file: String) throws -> RasterImage {
        try #require(RasterImage.decodePNG(try Data(contentsOf: directory.appendingPathComponent(file))), "cannot read \(file)")
    }

    @Test(arguments: cases)
    func matchesGolden(_ c: Case) throws {
        let png = try Self.render(c.presentation, state: c.state, dark: c.dark, large: c.large)
        try GoldenCheck.verify(png, against: Self.directory.appendingPathComponent(c.file))
    }

    /// Each picture is the documented size at 2x: Lock Screen and expanded 371 (408) × 160,
    /// compact 230 (250) × 36.67, minimal 45 × 36.67.
    @Test func picturesHaveTheDocumentedSizes() throws {
        func size(_ p: ActivityPresentationName, large: Bool = false) throws -> (Int, Int) {
            let image = try #require(RasterImage.decodePNG(try Self.render(p, state: .secondHalf, large: large)))
            return (image.pixelWidth, image.pixelHeight)
        }
        #expect(try size(.activityContent) == (742, 320))
        #expect(try size(.dynamicIslandExpanded) == (742, 320))
        #expect(try size(.dynamicIslandExpanded, large: true) == (816, 320))
        #expect(try size(.dynamicIslandCompact) == (460, 74))
        #expect(try size(.dynamicIslandCompact, large: true) == (500, 74))
        #expect(try size(.dynamicIslandMinimal) == (90, 74))
    }

    /// Every golden in the folder is one a case checks.
    @Test func everyActivityGoldenIsChecked() throws {
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".png") })
        #expect(onDisk == Set(Self.cases.map(\.file)))
    }

    // MARK: What a person would notice must fail

    func expectRegression(_ actual: RasterImage, against golden: RasterImage, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let exact = ImageComparison.compare(actual: actual, golden: golden, tolerance: .exact).0
        let tolerant = ImageComparison.compare(actual: actual, golden: golden, tolerance: .antialiasing).0
        #expect(!exact.passes, "exact comparison passed \(what)", sourceLocation: sourceLocation)
        #expect(!tolerant.passes, "antialiasing comparison passed \(what): \(tolerant.summary)", sourceLocation: sourceLocation)
    }

    @Test(arguments: cases)
    func everyGoldenMovedByOnePointFails(_ c: Case) throws {
        let original = try Self.golden(c.file)
        // 2 px at 2x.
        expectRegression(PixelEdit(original).shifted(dx: 2, dy: 0).image, against: original, "\(c.file) 1 pt right")
        expectRegression(PixelEdit(original).shifted(dx: 0, dy: 2).image, against: original, "\(c.file) 1 pt down")
    }

    @Test func oneWrongGlyphFails() throws {
        var wrong = MatchAttributes.ContentState.secondHalf
        wrong.homeScore = 3
        // The score in the compact trailing view: "3–1" for "2–1".
        expectRegression(
            try #require(RasterImage.decodePNG(try Self.render(.dynamicIslandCompact, state: wrong))), against: try Self.golden("compact-secondhalf.png"),
            "3–1 for 2–1 (compact)")
        expectRegression(
            try #require(RasterImage.decodePNG(try Self.render(.dynamicIslandMinimal, state: wrong))), against: try Self.golden("minimal-secondhalf.png"),
            "3–1 for 2–1 (minimal)")
        expectRegression(
            try #require(RasterImage.decodePNG(try Self.render(.dynamicIslandExpanded, state: wrong))), against: try Self.golden("expanded-secondhalf.png"),
            "3 – 1 for 2 – 1 (expanded)")
        var minute = MatchAttributes.ContentState.secondHalf
        minute.minute = 68
        // One digit of the minute on the Lock Screen: "68′" for "67′".
        expectRegression(
            try #require(RasterImage.decodePNG(try Self.render(.activityContent, state: minute))),
            against: try Self.golden("lockscreen-secondhalf-light.png"), "68′ for 67′ (Lock Screen)")
    }
}

/// The ActivityWidgets extension run as a real process: its bundle lists its two widgets
/// exactly as without the Live Activity, names the activity apart, and `vitrine preview`
/// draws the activity's `#Preview`s with the pixels of the goldens.
@MainActor @Suite(ProcessTestLock()) struct ActivityPreviewProcessTests {
    @Test func listingNamesTheActivityApartFromTheWidgets() throws {
        let listed = try ProductRun.runBlocking(Products.path("ActivityWidgets"), ["list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.lines.first == "2 widgets in ActivityWidgets:")
        #expect(listed.lines.filter { $0.hasPrefix("  com.") } == ["  com.vitrine.fixtures.next-match", "  com.vitrine.fixtures.table"])
        #expect(listed.stdout.contains("1 Live Activity (ActivityConfiguration, not placeable):\n  MatchAttributes\n"))

        // The host's view through the protocol: the two widgets and nothing else.
        let hostList = try ProductRun.runBlocking("vitrine", ["preview", "--extension", Products.path("ActivityWidgets"), "--list"])
        #expect(hostList.status == 0, "\(hostList.stderr)")
        #expect(
            hostList.lines.prefix(3) == [
                "2 widgets in ActivityWidgets:", "  com.vitrine.fixtures.next-match  systemSmall", "  com.vitrine.fixtures.table  systemMedium",
            ])
        #expect(hostList.stdout.contains("\"Compact\"  MatchAttributes  dynamicIslandCompact  activity  ActivityWidgets/MatchActivityWidget.swift:"))

        // The widgets run as in any bundle: the host asks the extension for a timeline and draws it.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("activity-widgets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let rendered = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", Products.path("ActivityWidgets"), "--kind", "com.vitrine.fixtures.table", "--view", "timeline",
                "--color-scheme", "light", "--no-previews", "-o", out.path,
            ])
        #expect(rendered.status == 0, "\(rendered.stdout)\(rendered.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("com.vitrine.fixtures.table").path)
        #expect(files.contains { $0.hasPrefix("systemMedium-light-timeline-0-") }, "\(files)")
    }

    @Test func previewDrawsThePresentationsAsTheGoldens() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("activity-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try ProductRun.runBlocking(
            "vitrine",
            ["preview", "--extension", Products.path("ActivityWidgets"), "--previews", "--color-scheme", "light", "--scale", "2", "-o", out.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        func picture(_ folder: String, _ index: Int) throws -> RasterImage {
            let dir = out.appendingPathComponent("previews/\(folder)")
            let name = try #require(
                try FileManager.default.contentsOfDirectory(atPath: dir.path).first { $0.contains("-light-\(index)-") && !$0.hasSuffix("-sheet.png") },
                "no picture \(index) in \(folder)")
            return try #require(RasterImage.decodePNG(try Data(contentsOf: dir.appendingPathComponent(name))))
        }
        let pairs: [(String, Int, String)] = [
            ("Lock-Screen", 0, "lockscreen-kickoff-light.png"), ("Lock-Screen", 1, "lockscreen-secondhalf-light.png"),
            ("Compact", 0, "compact-secondhalf.png"), ("Expanded", 0, "expanded-secondhalf.png"), ("Minimal", 0, "minimal-secondhalf.png"),
        ]
        for (folder, index, golden) in pairs {
            let (comparison, _) = ImageComparison.compare(actual: try picture(folder, index), golden: try ActivityGoldenTests.golden(golden))
            #expect(comparison.passes && comparison.changedPixels == 0, "\(folder) \(index) vs \(golden): \(comparison.summary)")
        }
    }
}
