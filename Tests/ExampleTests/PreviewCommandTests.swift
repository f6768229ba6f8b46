import Foundation
import Testing
import VitrineTestSupport
import WidgetRender

/// `vitrine preview` and direct Xcode-style runs, end to end: real processes, real sockets,
/// real PNGs.
@Suite(.serialized, ProcessTestLock()) struct PreviewCommandTests {
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-preview-\(UUID().uuidString)")
    }

    func pngs(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func rendersPlaceholderSnapshotTimelineAndASheet() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = Products.directory.appendingPathComponent("GameWidgets").path
        let result = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", extensionPath, "--kind", "com.mygame.character-detail",
                "--family", "small", "--color-scheme", "dark", "--scale", "2", "-o", out.path,
            ])
        #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
        let folder = out.appendingPathComponent("com.mygame.character-detail")
        let files = try pngs(in: folder)
        #expect(files.contains("systemSmall-dark-placeholder.png"))
        #expect(files.contains("systemSmall-dark-snapshot.png"))
        #expect(files.contains("systemSmall-dark-sheet.png"))
        // The seed timeline: four entries an hour apart, named by their dates.
        let timeline = files.filter { $0.hasPrefix("systemSmall-dark-timeline-") }
        #expect(timeline.count == 4)
        let image = try #require(RasterImage.decodePNG(try Data(contentsOf: folder.appendingPathComponent(timeline[0]))))
        #expect(image.pixelWidth == 316 && image.pixelHeight == 316)
        let sheet = try #require(RasterImage.decodePNG(try Data(contentsOf: folder.appendingPathComponent("systemSmall-dark-sheet.png"))))
        #expect(sheet.pixelWidth > 6 * 316)
        #expect(result.stdout.contains("images in"))
    }

    /// iPhones have no extra-large widgets: the preview says so and draws it on an iPad, at
    /// the iPad's size and scale (it used to draw the iPad's size at the iPhone's 3x, silently).
    @Test func extraLargeOnAnIPhoneIsAnAnnouncedIPadPreview() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = Products.directory.appendingPathComponent("GameWidgets").path
        let result = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", extensionPath, "--kind", "com.vitrine.api-tour",
                "--family", "systemExtraLarge", "--view", "placeholder", "-o", out.path,
            ])
        #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
        #expect(
            result.stdout.contains("note: systemExtraLarge is not available on iPhone 6.1\" (390x844); previewing it on iPad 11\" (834x1194) at 2x"),
            "\(result.stdout)")
        let image = try #require(
            RasterImage.decodePNG(try Data(contentsOf: out.appendingPathComponent("com.vitrine.api-tour/systemExtraLarge-light-placeholder.png"))))
        #expect(image.pixelWidth == 1431 && image.pixelHeight == 684)
    }

    @Test func everyFamilyByDefault() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = Products.directory.appendingPathComponent("GameWidgets").path
        let result = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", extensionPath, "--kind", "com.mygame.game-status",
                "--view", "snapshot", "--color-scheme", "light", "-o", out.path,
            ])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let files = try pngs(in: out.appendingPathComponent("com.mygame.game-status"))
        for family in ["systemSmall", "systemMedium", "systemLarge"] {
            #expect(files.contains("\(family)-light-snapshot.png"), "\(files)")
        }
    }

    @Test func directRunWithXcodeVariablesRendersThroughVitrine() throws {
        let out = temporaryDirectory()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = Products.directory.appendingPathComponent("GameWidgets")
        process.currentDirectoryURL = out
        process.environment = ProcessInfo.processInfo.environment.merging([
            "_XCWidgetKind": "com.mygame.character-detail", "_XCWidgetFamily": "medium", "_XCWidgetDefaultView": "timeline",
        ]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains("images in"))
        let files = try pngs(in: out.appendingPathComponent("out/preview/com.mygame.character-detail"))
        #expect(files.filter { $0.hasPrefix("systemMedium-light-timeline-") }.count == 4)
    }

    /// The PNG names' `yyyyMMdd-HHmmss` stamps, as dates.
    func stampDates(_ files: [String]) -> [Date] {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyyMMdd-HHmmss"
        return files.compactMap { name in
            let stem = (name as NSString).deletingPathExtension
            return format.date(from: String(stem.suffix(15)))
        }
    }

    @Test func listsAndRendersTheDeclaredPreviewsEntryByEntry() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = Products.directory.appendingPathComponent("GameWidgets").path
        let result = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", extensionPath, "--previews", "--color-scheme", "light",
                "--scale", "2", "-o", out.path,
            ])
        #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
        // The listing: name, kind, family, form and where each #Preview is.
        let listed = result.stdout.split(separator: "\n").map(String.init).filter { $0.contains("id=GameWidgets/") }
        #expect(listed.count == 3, "\(result.stdout)")
        #expect(result.stdout.contains("3 #Previews:"))
        #expect(listed.first?.hasPrefix("  \"Healing\"  com.mygame.character-detail  systemSmall  timeline  GameWidgets/CharacterDetailWidget.swift:") == true)
        #expect(
            listed.dropFirst().first?.hasPrefix(
                "  (unnamed)  com.mygame.character-detail  accessoryCircular  provider  GameWidgets/CharacterDetailWidget.swift:") == true)
        #expect(
            listed.last?.hasPrefix("  \"Your turn, then waiting\"  com.mygame.game-status  systemMedium  timeline  GameWidgets/GameStatusWidget.swift:") == true
        )

        // "Healing": four entries an hour apart, one PNG each (named by index and date) and a sheet.
        let healing = out.appendingPathComponent("previews/Healing")
        let healingFiles = try pngs(in: healing)
        let healingEntries = healingFiles.filter { $0.hasPrefix("systemSmall-light-") && !$0.hasSuffix("-sheet.png") }
        #expect(healingEntries.count == 4, "\(healingFiles)")
        #expect(healingFiles.contains("systemSmall-light-sheet.png"))
        let dates = stampDates(healingEntries)
        #expect(dates.count == 4)
        for (earlier, later) in zip(dates, dates.dropFirst()) {
            #expect(abs(later.timeIntervalSince(earlier) - 3600) <= 1)
        }
        let image = try #require(RasterImage.decodePNG(try Data(contentsOf: healing.appendingPathComponent(healingEntries[0]))))
        #expect(image.pixelWidth == 316 && image.pixelHeight == 316)

        // The unnamed provider preview: getTimeline from 50%, three hourly entries, circular.
        let provider = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("previews").path)
            .filter { $0.hasPrefix("CharacterDetailWidget-") }
        #expect(provider.count == 1, "\(provider)")
        let providerFiles = try pngs(in: out.appendingPathComponent("previews/\(provider.first ?? "?")"))
        #expect(providerFiles.filter { $0.hasPrefix("accessoryCircular-light-") && !$0.hasSuffix("-sheet.png") }.count == 3)

        let status = try pngs(in: out.appendingPathComponent("previews/Your-turn-then-waiting"))
        let statusDates = stampDates(status.filter { $0.hasPrefix("systemMedium-light-") && !$0.hasSuffix("-sheet.png") })
        #expect(statusDates.count == 2)
        #expect(abs((statusDates.last ?? .distantPast).timeIntervalSince(statusDates.first ?? .distantFuture) - 900) <= 1)
        // --previews renders previews only.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("com.mygame.character-detail").path))
    }

    @Test func previewsComeWithTheTimelineByDefaultAndCanBePickedByName() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = Products.directory.appendingPathComponent("GameWidgets").path
        let both = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", extensionPath, "--kind", "com.mygame.game-status",
                "--family", "medium", "--view", "timeline", "--color-scheme", "dark", "-o", out.path,
            ])
        #expect(both.status == 0, "stderr: \(both.stderr)")
        #expect(try pngs(in: out.appendingPathComponent("com.mygame.game-status")).contains { $0.hasPrefix("systemMedium-dark-timeline-0-") })
        #expect(try pngs(in: out.appendingPathComponent("previews/Your-turn-then-waiting")).contains("systemMedium-dark-sheet.png"))
        // Only the game-status kind's previews: the character previews are left out.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("previews/Healing").path))

        let named = try ProductRun.runBlocking(
            "vitrine",
            [
                "preview", "--extension", extensionPath, "--preview", "Healing",
                "--color-scheme", "light", "-o", out.appendingPathComponent("named").path,
            ])
        #expect(named.status == 0, "stderr: \(named.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("named/previews").path) == ["Healing"])

        let unknown = try ProductRun.runBlocking("vitrine", ["preview", "--extension", extensionPath, "--preview", "Nope", "-o", out.path])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no #Preview named Nope"))
        #expect(unknown.stderr.contains("Healing"))
    }

    @Test func missingExtensionIsAClearError() throws {
        let result = try ProductRun.runBlocking("vitrine", ["preview", "--extension", "/nonexistent/extension"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("is not an executable file"))
    }
}

/// App Groups under `vitrine preview`: scratch containers, seeded from `--app-group-data`.
@Suite(.serialized, ProcessTestLock()) struct PreviewAppGroupTests {
    /// The character widget reads the health the game stored in its group's defaults; at full
    /// health its timeline is one entry. Without data the preview shows the stored 25 % in four
    /// hourly entries; with a seeded container it shows what the seed says.
    @Test func seededGroupDataReachesTheExtension() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-group-seed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let seed = root.appendingPathComponent("seed/Library/Preferences", isDirectory: true)
        try FileManager.default.createDirectory(at: seed, withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["character.panda.health": 1.0], format: .xml, options: 0)
        try plist.write(to: seed.appendingPathComponent("group.com.vitrine.examples.game.plist"))
        try Data("shared file".utf8).write(to: root.appendingPathComponent("seed/notes.txt"))

        func timelineImages(_ extra: [String]) throws -> Int {
            let out = root.appendingPathComponent("out-\(UUID().uuidString.prefix(6))")
            let result = try ProductRun.runBlocking(
                "vitrine",
                [
                    "preview", "--extension", Products.path("GameWidgets"), "--kind", "com.mygame.character-detail",
                    "--family", "small", "--color-scheme", "light", "--view", "timeline", "--no-previews", "-o", out.path,
                ] + extra)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let folder = out.appendingPathComponent("com.mygame.character-detail")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("systemSmall-light-timeline-") }.count
        }
        #expect(try timelineImages([]) == 4)
        #expect(try timelineImages(["--app-group-data", "group.com.vitrine.examples.game=\(root.appendingPathComponent("seed").path)"]) == 1)
        // The scratch folders are gone when the preview ends.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
        #expect(!leftovers.contains { $0.hasPrefix("vitrine-preview-groups-") }, "\(leftovers.filter { $0.hasPrefix("vitrine-preview-groups-") })")

        let bad = try ProductRun.runBlocking("vitrine", ["preview", "--extension", Products.path("GameWidgets"), "--app-group-data", "../etc=/tmp", "--list"])
        #expect(bad.status != 0 && bad.stderr.contains("GROUP=DIR"), "\(bad.stderr)")
    }
}
