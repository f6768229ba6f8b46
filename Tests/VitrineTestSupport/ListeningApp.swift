import Foundation

/// The example app running `listen` in the background: it prints `OPENED <url>` (or the user
/// activity) for each tap the host delivers to it, one line each, into a file read by `lines`.
public final class ListeningApp: Sendable {
    public let process: Process
    let input: Pipe
    let output: URL

    /// `environment` is added to the test runner's (the host's control socket, or the whole
    /// launch environment the host would give the app).
    public init(environment: [String: String], in directory: URL, executable: String = "GameApp") throws {
        output = directory.appendingPathComponent("listen-\(UUID().uuidString.prefix(6)).out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        process = Process()
        process.executableURL = Products.url(executable)
        process.arguments = ["listen"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    public var lines: [String] { ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }

    /// Waits (up to 10 s) until `count` URLs have been received.
    public func waitForLines(_ count: Int) async throws {
        for _ in 0..<200 where lines.filter({ $0.hasPrefix("OPENED") }).count < count {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
    }

    /// Closes its input (the app's cue to end) and waits for it.
    public func stop() async {
        try? input.fileHandleForWriting.close()
        _ = try? await offPool { self.process.waitUntilExit() }
    }
}
