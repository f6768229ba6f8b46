import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

/// End-to-end: the example extension runs as a separate process and its archives are
/// compared with checked-in expectations (regenerate with VITRINE_UPDATE_EXPECTATIONS=1).
@Suite(ProcessTestLock()) struct GameWidgetsTests {
    static let kinds = [
        "com.mygame.game-status", "com.mygame.character-detail", "com.mygame.leaderboard",
        "WordWidgetExtension", "com.vitrine.api-tour",
    ]

    static let expectations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expectations")

    @Test func listsEveryWidgetInBundleOrder() throws {
        let result = try ProductRun.runBlocking("GameWidgets", [])
        #expect(result.status == 0)
        let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(listed.prefix(5)) == Self.kinds)
        #expect(result.stdout.contains("_XCWidgetKind="))
        // Then the #Previews, in source order.
        #expect(result.stdout.contains("3 previews (#Preview):"))
        let previews = listed.filter { $0.contains(" at GameWidgets/") }
        #expect(previews.count == 3)
        #expect(previews.first?.hasPrefix("\"Healing\" com.mygame.character-detail systemSmall timeline at GameWidgets/CharacterDetailWidget.swift:") == true)
        #expect(
            previews.last?.hasPrefix("\"Your turn, then waiting\" com.mygame.game-status systemMedium timeline at GameWidgets/GameStatusWidget.swift:") == true)
    }

    @Test func dumpPreviewsPrintsEachPreviewsEntries() throws {
        let result = try ProductRun.runBlocking("GameWidgets", ["dump", "--previews", "--relative-dates", "--kind", "com.mygame.character-detail"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== preview") }
        #expect(headers.count == 2)
        #expect(headers.first?.hasSuffix("entries=4") == true)
        #expect(headers.last?.contains("accessoryCircular provider at GameWidgets/CharacterDetailWidget.swift:") == true)
        #expect(headers.last?.hasSuffix("policy=atEnd entries=3") == true)
        for (index, offset) in ["now+0s", "now+3600s", "now+7200s", "now+10800s"].enumerated() {
            #expect(result.stdout.contains("-- entry \(index) date=\(offset)"))
        }
        #expect(result.stdout.contains("Text \"Health 25%\""))
    }

    @Test(arguments: kinds)
    func archiveDumpsMatchExpectations(kind: String) throws {
        let result = try ProductRun.runBlocking("GameWidgets", ["dump", "--kind", kind, "--relative-dates", "--locale", "en_US", "--time-zone", "UTC"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let file = Self.expectations.appendingPathComponent("\(kind).txt")
        if ProcessInfo.processInfo.environment["VITRINE_UPDATE_EXPECTATIONS"] == "1" {
            try FileManager.default.createDirectory(at: Self.expectations, withIntermediateDirectories: true)
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if result.stdout != expected {
            let got = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
            Issue.record(
                """
                \(kind) dump differs from \(file.lastPathComponent) at line \(line + 1):
                  expected: \(line < want.count ? String(want[line]) : "<end>")
                  got:      \(line < got.count ? String(got[line]) : "<end>")
                """)
        }
    }

    /// The gallery asks for snapshots with `isPreview`; the seed articles advise sample data
    /// there, fast. The game status once answered its "—" status (an empty widget: "—",
    /// "Turn 0 vs —", no statistics in the large family).
    @Test func galleryPreviewSnapshotsShowSampleContent() throws {
        for kind in Self.kinds {
            let result = try ProductRun.runBlocking("GameWidgets", ["dump", "--preview", "--view", "snapshot", "--kind", kind, "--locale", "en_US"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("== \(kind) "), "\(kind): nothing dumped")
            #expect(!result.stdout.contains("Text \"—\""), "\(kind)'s gallery preview shows \"—\"")
            #expect(!result.stdout.contains("Turn 0 vs"), "\(kind)'s gallery preview shows an empty game")
        }
        let large = try ProductRun.runBlocking(
            "GameWidgets",
            [
                "dump", "--preview", "--view", "snapshot", "--kind", "com.mygame.game-status",
                "--family", "systemLarge", "--locale", "en_US",
            ])
        // Every player's statistics row: a progress bar each.
        #expect(large.stdout.components(separatedBy: "ProgressView(").count - 1 == 3, "\(large.stdout)")
    }

    @Test func characterDetailFollowsTheSeedTimeline() throws {
        // (A run with Xcode's _XCWidget* variables renders PNGs through `vitrine`; see PreviewCommandTests.)
        let result = try ProductRun.runBlocking("GameWidgets", ["dump", "--kind", "com.mygame.character-detail", "--family", "medium", "--view", "timeline"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("== com.mygame.character-detail systemMedium timeline policy=atEnd entries=4"))
        let entryLines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("-- entry") }
        #expect(entryLines.count == 4)
        for health in ["25%", "50%", "75%", "100%"] {
            #expect(result.stdout.contains(health), "missing health \(health)")
        }
        #expect(!result.stdout.contains("placeholder"))
    }

    @Test func stringsTablesTranslateForTheLocale() throws {
        let russian = try ProductRun.runBlocking(
            "GameWidgets",
            [
                "dump", "--kind", "com.mygame.character-detail", "--family", "medium",
                "--view", "snapshot", "--locale", "ru_RU",
            ])
        #expect(russian.status == 0)
        // "Health \(level)%" is looked up as the key "Health %lld%%" in ru.lproj/Localizable.strings.
        #expect(russian.stdout.contains("Text \"Здоровье 25%\""))
        #expect(russian.stdout.contains("locale=ru_RU"))
        let english = try ProductRun.runBlocking(
            "GameWidgets",
            [
                "dump", "--kind", "com.mygame.character-detail", "--family", "medium",
                "--view", "snapshot", "--locale", "en_US",
            ])
        #expect(english.stdout.contains("Text \"Health 25%\""))
    }

    @Test func jsonArchivesDecodeAndValidate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ProductRun.runBlocking("GameWidgets", ["dump", "--kind", "WordWidgetExtension", "--json", directory.path, "--color-scheme", "dark"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let folder = directory.appendingPathComponent("WordWidgetExtension")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 7)  // placeholder, snapshot, 5 timeline entries
        #expect(files.contains("systemMedium-dark-timeline-4.json"))
        for file in files {
            let archive = try ArchiveCodec.decode(try Data(contentsOf: folder.appendingPathComponent(file)))
            #expect(archive.environment.colorScheme == .dark)
            #expect(archive.environment.widgetFamily == "systemMedium")
            // The Russian article's colors come from the asset catalog, by name.
            let dump = ArchiveDump.dump(archive)
            #expect(dump.contains("asset(\"ColorPrimaryText\")"))
        }
    }

    @Test func badArgumentsExitWithUsage() throws {
        let result = try ProductRun.runBlocking("GameWidgets", ["dump", "--family", "gigantic"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown family \"gigantic\""))
        #expect(result.stderr.contains("usage:"))
        let unknownKind = try ProductRun.runBlocking("GameWidgets", ["dump", "--kind", "nope"])
        #expect(unknownKind.status == 1)
        #expect(unknownKind.stderr.contains("no widget of kind \"nope\""))
    }
}
