import Foundation
import Testing
import WidgetRender

/// `vitrine preview` and direct Xcode-style runs, end to end: real processes, real sockets,
/// real PNGs.
@Suite(.serialized) struct PreviewCommandTests {
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-preview-\(UUID().uuidString)")
    }

    func pngs(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func rendersPlaceholderSnapshotTimelineAndASheet() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = ExtensionProcess.productsDirectory.appendingPathComponent("GameWidgets").path
        let result = try ExtensionProcess.run("vitrine", ["preview", "--extension", extensionPath, "--kind", "com.mygame.character-detail",
                                                          "--family", "small", "--color-scheme", "dark", "--scale", "2", "-o", out.path])
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

    @Test func everyFamilyByDefault() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let extensionPath = ExtensionProcess.productsDirectory.appendingPathComponent("GameWidgets").path
        let result = try ExtensionProcess.run("vitrine", ["preview", "--extension", extensionPath, "--kind", "com.mygame.game-status",
                                                          "--view", "snapshot", "--color-scheme", "light", "-o", out.path])
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
        process.executableURL = ExtensionProcess.productsDirectory.appendingPathComponent("GameWidgets")
        process.currentDirectoryURL = out
        process.environment = ProcessInfo.processInfo.environment.merging([
            "_XCWidgetKind": "com.mygame.character-detail", "_XCWidgetFamily": "medium", "_XCWidgetDefaultView": "timeline"]) { $1 }
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

    @Test func missingExtensionIsAClearError() throws {
        let result = try ExtensionProcess.run("vitrine", ["preview", "--extension", "/nonexistent/extension"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("is not an executable file"))
    }
}
