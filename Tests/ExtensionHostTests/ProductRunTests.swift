import Foundation
import Testing
import VitrineTestSupport

extension ExtensionProcesses {
    /// `ProductRun`, which every test that runs a built product goes through.
    @Suite struct ProductRunPipes {
        /// A child that writes far more than a pipe holds (64 KiB) to stderr before it closes
        /// stdout: reading stdout to its end first would wait for ever, and so would the test.
        @Test func aChildThatFillsStderrBeforeItsLastStdoutLineFinishes() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("product-run-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let pidFile = directory.appendingPathComponent("pid").path
            // The shell alone (printf and echo are built in), so killing it ends every writer.
            let lines = 1_100, lineBytes = 1_025  // 1.1 MiB on stderr
            let script = """
                echo $$ > '\(pidFile)'
                echo first
                line=$(printf '%0\(lineBytes - 1)d' 0)
                i=0
                while [ $i -lt \(lines) ]; do echo "$line" >&2; i=$((i + 1)); done
                echo last
                """
            let run = try await withThrowingTaskGroup(of: ProductRun?.self) { group in
                group.addTask { try await ProductRun.run("/bin/sh", ["-c", script], inherit: .minimal) }
                // A watchdog, so a regression fails the test instead of hanging the run.
                group.addTask {
                    try await Task.sleep(for: .seconds(60))
                    if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
                        let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
                    {
                        kill(pid, SIGKILL)
                    }
                    return nil
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                return first
            }
            let finished = try #require(run, "ProductRun did not return within 60 s: the child was blocked writing stderr")
            #expect(finished.status == 0)
            #expect(finished.stdout == "first\nlast\n")
            #expect(finished.stderr.utf8.count == lines * lineBytes)
            #expect(Set(finished.stderr.split(separator: "\n")) == [Substring(String(repeating: "0", count: lineBytes - 1))])
        }
    }
}
