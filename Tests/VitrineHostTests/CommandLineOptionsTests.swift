import Foundation
import Testing
import VitrineTestSupport

extension HostProcesses {
    /// Policy and environment flags are offered only by the commands they change: a
    /// `--daily-budget` on `vitrine status` would be accepted and do nothing.
    @Suite struct CommandLineOptionsTests {
        @Test func policyFlagsOnlyWhereTheyAct() async throws {
            for command in [["serve"], ["widgets", "add"]] {
                let help = try await ProductRun.run("vitrine", command + ["--help"])
                #expect(help.stdout.contains("--daily-budget") && help.stdout.contains("--device"), "\(command): \(help.stdout)")
            }
            for command in [["status"], ["log"], ["widgets", "list"], ["widgets", "reload"], ["apps", "install"], ["apps", "list"], ["system"]] {
                let help = try await ProductRun.run("vitrine", command + ["--help"])
                #expect(help.status == 0)
                #expect(
                    !help.stdout.contains("--daily-budget") && !help.stdout.contains("--coalescing-interval") && !help.stdout.contains("--device"),
                    "\(command) offers a flag it ignores")
            }
            let refused = try await ProductRun.run("vitrine", ["status", "--daily-budget", "5"])
            #expect(refused.status != 0)
            #expect(refused.stderr.contains("daily-budget"), "\(refused.stderr)")
        }
    }
}
