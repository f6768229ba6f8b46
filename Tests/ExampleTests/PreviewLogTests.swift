import Foundation
import Testing
import VitrineTestSupport

/// `vitrine preview` prints what the extension logged (`OSLog`) under the request that logged
/// it, as text rather than the protocol's tab-separated lines, private values redacted unless
/// `--log-private` (or `VITRINE_LOG_PRIVATE=1`) asks otherwise.
@Suite(.serialized, ProcessTestLock()) struct PreviewLogTests {
    func preview(_ extra: [String], environment: [String: String] = [:]) async throws -> ProductRun {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-preview-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try await ProductRun.run(
            "vitrine",
            [
                "preview", "--extension", Products.directory.appendingPathComponent("GameWidgets").path, "--kind", "com.mygame.character-detail",
                "--family", "small", "--view", "timeline", "--color-scheme", "light", "--no-previews", "-o", out.path,
            ] + extra, environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
        return result
    }

    @Test func theTimelinesLogLineIsPrintedAsTextWithThePrivateValueRedacted() async throws {
        let result = try await preview([])
        let lines = result.stdout.split(separator: "\n")
        let logIndex = try #require(
            lines.firstIndex { $0 == "  [info] com.mygame.widgets/CharacterDetail: 4 entries until <private> is healed" }, "\(result.stdout)")
        // Printed before the timeline's images, in the order things happened.
        let firstImage = try #require(lines.firstIndex { $0.contains("-timeline-0-") })
        #expect(logIndex < firstImage)
        #expect(!result.stdout.contains("vitrine-log\t") && !result.stderr.contains("vitrine-log\t"))
        #expect(!result.stdout.contains("Panda"))
    }

    @Test func logPrivateShowsTheValue() async throws {
        let flag = try await preview(["--log-private"])
        #expect(flag.stdout.contains("  [info] com.mygame.widgets/CharacterDetail: 4 entries until Power Panda is healed"), "\(flag.stdout)")
        let variable = try await preview([], environment: ["VITRINE_LOG_PRIVATE": "1"])
        #expect(variable.stdout.contains("4 entries until Power Panda is healed"), "\(variable.stdout)")
    }
}
