import Foundation
import Testing
import VitrineTestSupport

/// The real-world corpus (Tests/RealWorldCompat): widget extensions written the way real iOS
/// projects write them (multi-file folders, OSLog loggers, Combine repositories, App Group
/// helpers that force-unwrap the container, @AppStorage on a shared suite, generated asset
/// symbols, lock-screen accessories, bundles with `if #available`, SiriKit intent definitions), each built as its own
/// executable in Swift 5 mode. Each one runs under `vitrine preview` (placeholder, snapshot and
/// timeline, every family it supports) without a crash, and its snapshot is checked against a
/// golden someone looked at.
@Suite(ProcessTestLock()) struct RealWorldCompatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let product: String
        let kind: String
        let family: String
        var locale = "en_US"

        var testDescription: String { "\(product) \(family) \(locale)" }
        var goldenName: String { "\(product)-\(kind)-\(family)\(locale == "en_US" ? "" : "-\(locale)").png" }
    }

    /// One golden per widget and family that shows something the others do not.
    static let cases: [Case] = [
        Case(product: "RealWorldWeather", kind: "WeatherWidget", family: "systemSmall"),
        Case(product: "RealWorldWeather", kind: "WeatherWidget", family: "systemMedium"),
        Case(product: "RealWorldStocks", kind: "StocksWidget", family: "systemMedium"),
        Case(product: "RealWorldNotes", kind: "NotesWidget", family: "systemSmall"),
        Case(product: "RealWorldHabits", kind: "HabitsWidget", family: "systemSmall"),
        Case(product: "RealWorldHabits", kind: "HabitsWidget", family: "accessoryCircular"),
        Case(product: "RealWorldHabits", kind: "HabitsWidget", family: "accessoryRectangular"),
        Case(product: "RealWorldCountdown", kind: "CountdownWidget", family: "systemSmall"),
        Case(product: "RealWorldBattery", kind: "BatteryWidget", family: "accessoryCircular"),
        Case(product: "RealWorldBattery", kind: "BatteryWidget", family: "accessoryRectangular"),
        Case(product: "RealWorldAgenda", kind: "AgendaWidget", family: "systemLarge"),
        Case(product: "RealWorldFitness", kind: "FitnessWidget", family: "systemMedium"),
        Case(product: "RealWorldBrandCard", kind: "BrandCard", family: "systemSmall"),
        Case(product: "RealWorldMultiBundle", kind: "com.example.multi.steps", family: "systemSmall"),
        Case(product: "RealWorldMultiBundle", kind: "com.example.multi.sleep", family: "systemSmall"),
        Case(product: "RealWorldMultiBundle", kind: "com.example.multi.mindful", family: "systemSmall"),
        // Configured by its generated SelectStopIntent: the definition's defaults (Ferry, platform shown).
        Case(product: "RealWorldCommute", kind: "CommuteWidget", family: "systemMedium"),
        Case(product: "RealWorldDelivery", kind: "Reorder", family: "systemSmall"),
        Case(product: "RealWorldSavings", kind: "Savings", family: "systemMedium"),
        Case(product: "RealWorldSparkline", kind: "HeartRate", family: "systemSmall"),
        Case(product: "RealWorldClock", kind: "WorldClock", family: "systemSmall"),
        Case(product: "RealWorldPhoto", kind: "Photo", family: "systemSmall"),
        Case(product: "RealWorldCrypto", kind: "Crypto", family: "systemSmall"),
        Case(product: "RealWorldMoon", kind: "Moon", family: "systemSmall"),
        Case(product: "RealWorldMoon", kind: "Moon", family: "systemMedium"),
        Case(product: "RealWorldStreak", kind: "Streak", family: "accessoryRectangular"),
        Case(product: "RealWorldStreak", kind: "Streak", family: "accessoryCircular"),
        Case(product: "RealWorldAirQuality", kind: "AirQuality", family: "systemSmall"),
        Case(product: "RealWorldAirQuality", kind: "AirQuality", family: "accessoryRectangular"),
        Case(product: "RealWorldStockChart", kind: "StockChart", family: "systemMedium"),
        Case(product: "RealWorldStepsChart", kind: "StepsChart", family: "systemMedium"),
        Case(product: "RealWorldBudget", kind: "Budget", family: "systemSmall"),
        Case(product: "RealWorldQuotes", kind: "Quotes", family: "systemMedium"),
        Case(product: "RealWorldQuotes", kind: "Quotes", family: "systemMedium", locale: "pt_PT"),
        Case(product: "RealWorldTides", kind: "Tides", family: "systemMedium"),
        Case(product: "RealWorldReminders", kind: "Reminders", family: "systemMedium"),
        Case(product: "RealWorldSleep", kind: "SleepStages", family: "systemMedium"),
        Case(product: "RealWorldFlights", kind: "Flight", family: "systemMedium"),
        Case(product: "RealWorldSmartHome", kind: "SmartHome", family: "systemSmall"),
    ]

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/RealWorld")

    /// Every widget of every corpus extension, all three views and every family: exit 0, no crash.
    @Test(arguments: Set(cases.map(\.product)).sorted())
    func previewsWithoutACrash(product: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("realworld-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ProductRun.runBlocking(
            "vitrine", ["preview", "--extension", Products.path(product), "--color-scheme", "light", "-o", out.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(!run.stderr.contains("crashed") && !run.stderr.contains("Fatal error"), "\(run.stderr)")
        let images = FileManager.default.enumerator(atPath: out.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") } ?? []
        #expect(!images.isEmpty, "no image for \(product): \(run.stdout)")
    }

    /// The Live Activity beside the Delivery bundle's widget, from its #Preview declarations as
    /// Xcode's template writes them: the Lock Screen presentation of the second content state
    /// and the expanded Dynamic Island.
    @Test func liveActivityPreviewsMatchTheirGoldens() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("realworld-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ProductRun.runBlocking(
            "vitrine", ["preview", "--extension", Products.path("RealWorldDelivery"), "--previews", "--color-scheme", "light", "-o", out.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        for (folder, prefix) in [("Notification", "activityContent-light-1-"), ("Island", "dynamicIslandExpanded-light-0-")] {
            let directory = out.appendingPathComponent("previews/\(folder)")
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasPrefix(prefix) })
            try GoldenCheck.verify(
                try Data(contentsOf: directory.appendingPathComponent(name)),
                against: Self.goldens.appendingPathComponent("RealWorldDelivery-\(folder).png"))
        }
    }

    @Test(arguments: cases)
    func snapshotMatchesItsGolden(_ widget: Case) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("realworld-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", Products.path(widget.product), "--kind", widget.kind, "--family", widget.family,
                "--view", "snapshot", "--color-scheme", "light", "--no-previews", "--locale", widget.locale, "--time-zone", "UTC",
                "-o", out.path,
            ])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let png = try Data(contentsOf: out.appendingPathComponent("\(widget.kind)/\(widget.family)-light-snapshot.png"))
        try GoldenCheck.verify(png, against: Self.goldens.appendingPathComponent(widget.goldenName))
    }
}
