import Foundation
import VitrineHost
import VitrineTestSupport

/// The HomeFinder example app, run as the host runs an app (its App Group, the control socket).
enum HomeFinderRuns {
    /// `HomeFinderApp setup`: writes the channel list and icons into the App Group, where the
    /// Intents extension and the widget read them. Returns its output (`CHANNELS new,resale,…`).
    static func setup(_ daemon: HostDaemon, in directory: URL, without: [String] = []) async throws -> String {
        let environment = try await daemon.appEnvironment(appID: WebFixture.homeFinderID)
        return try await offPool {
            let process = Process()
            process.executableURL = Products.url("HomeFinderApp")
            process.arguments = ["setup"] + (without.isEmpty ? [] : ["--without"] + without)
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let output = directory.appendingPathComponent("setup-\(UUID().uuidString.prefix(6)).out")
            FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = process.standardOutput
            try process.run()
            process.waitUntilExit()
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            guard process.terminationStatus == 0 else { throw HomeFinderFailure("HomeFinderApp setup failed (\(process.terminationStatus)): \(text)") }
            return text
        }
    }
}

/// `HomeFinderApp listen`: prints `OPENED <url>` and `ACTIVITY kind=… configuration=…` per tap.
final class HomeFinderListener: Sendable {
    let process: Process
    let input: Pipe
    let output: URL

    init(environment: [String: String], in directory: URL) throws {
        output = directory.appendingPathComponent("listen-\(UUID().uuidString.prefix(6)).out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        process = Process()
        process.executableURL = Products.url("HomeFinderApp")
        process.arguments = ["listen"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    var lines: [String] { ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }

    /// Waits (up to 10 s) for a line starting with `prefix`.
    func waitForLine(startingWith prefix: String) async throws -> String? {
        for _ in 0..<200 {
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return line }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        return nil
    }

    /// Waits until the host lists the app among those receiving taps.
    func waitUntilRegistered(_ daemon: HostDaemon) async throws {
        for _ in 0..<200 {
            if await daemon.statusText().contains(WebFixture.homeFinderID) && lines.contains("LISTENING") {
                if await daemon.statusText().range(of: "apps receiving taps: [^\n]*\(WebFixture.homeFinderID)", options: .regularExpression) != nil { return }
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw HomeFinderFailure("HomeFinderApp never registered for taps: \(lines)")
    }

    /// Closes its input (the app's cue to end) and waits for it.
    func stop() async {
        try? input.fileHandleForWriting.close()
        _ = try? await offPool { self.process.waitUntilExit() }
    }
}

struct HomeFinderFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
