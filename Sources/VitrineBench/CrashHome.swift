import Foundation
import HostProtocol
import VitrineHost
import VitrineStore

/// The programs the crash soak runs: `vitrine`, the example app and its extension, built
/// together (by default beside vitrine-bench).
struct CrashProducts {
    let directory: URL
    var vitrine: String { directory.appendingPathComponent("vitrine").path }
    var gameApp: String { directory.appendingPathComponent("GameApp").path }
    var gameWidgets: String { directory.appendingPathComponent("GameWidgets").path }

    var missing: [String] {
        [vitrine, gameApp, gameWidgets].filter { !FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A program run to its end. Output goes to files, not pipes, so a child that writes a lot to
/// one stream can never stall on the other.
struct ChildRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String

    static func run(_ executable: String, _ arguments: [String], environment: [String: String], scratch: URL) -> ChildRun {
        let tag = UUID().uuidString.prefix(8)
        let out = scratch.appendingPathComponent("out-\(tag)"), err = scratch.appendingPathComponent("err-\(tag)")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        do {
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
        } catch {
            return ChildRun(status: -1, stdout: "", stderr: "could not start \(executable): \(error)")
        }
        process.waitUntilExit()
        let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        return ChildRun(status: process.terminationStatus, stdout: read(out), stderr: read(err))
    }
}

/// One Vitrine home for the soak: a temporary data directory with GameApp installed and the
/// `vitrine serve` process the soak kills and restarts.
final class CrashHome: @unchecked Sendable {
    let directory: URL
    let products: CrashProducts
    let scratch: URL
    private(set) var serve: Process?
    private var serveCount = 0

    static let appID = "com.vitrine.examples.game"
    /// The host's options: reloads as often as the app asks (no interval, a short batch) and a
    /// budget the soak does not exhaust, so counted reloads keep committing in every round.
    static let serveOptions = ["--no-web", "--minimum-reload-interval", "0", "--coalescing-interval", "0.05", "--daily-budget", "10000"]

    var location: StoreLocation { StoreLocation(directory: directory) }
    var socket: String { directory.appendingPathComponent("control.sock").path }
    var currentImages: URL { HostConfiguration(location: location).currentImagesDirectory }

    init(products: CrashProducts) throws {
        // Short: a Unix socket path must fit in 108 bytes.
        directory = URL(fileURLWithPath: "/tmp/vcr-\(getpid())-\(UUID().uuidString.prefix(6))", isDirectory: true)
        scratch = directory.appendingPathComponent("scratch", isDirectory: true)
        self.products = products
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// The environment of every child: the developer's, without a control socket that could
    /// lead to their own host.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[ControlProtocol.socketEnvironmentKey] = nil
        environment["VITRINE_HOME"] = nil
        return environment
    }

    /// `vitrine <arguments> --home <this>`.
    func vitrine(_ arguments: [String]) -> ChildRun {
        ChildRun.run(products.vitrine, arguments + ["--home", directory.path], environment: environment, scratch: scratch)
    }

    /// The example app, connected to this home's host as an app started by hand.
    func gameApp(_ arguments: [String]) -> ChildRun {
        var environment = environment
        environment[ControlProtocol.socketEnvironmentKey] = socket
        return ChildRun.run(products.gameApp, arguments, environment: environment, scratch: scratch)
    }

    /// Installs GameApp with GameWidgets (the manifest the tests use).
    func installGame() throws {
        let manifest: [String: Any] = [
            "id": Self.appID, "name": "Game", "urlSchemes": ["mygame"], "appGroups": ["group.com.vitrine.examples.game"],
            "executable": products.gameApp, "extensions": [["executable": products.gameWidgets]],
        ]
        let url = directory.appendingPathComponent("game.json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: url)
        let install = vitrine(["apps", "install", url.path])
        guard install.status == 0 else { throw CrashFailure("vitrine apps install failed: \(install.stderr)") }
    }

    /// Starts `vitrine serve` and waits until its control socket answers.
    func startServe(timeout: TimeInterval = 60) throws {
        serveCount += 1
        let log = directory.appendingPathComponent("serve-\(serveCount).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: products.vitrine)
        process.arguments = ["serve", "--home", directory.path] + Self.serveOptions
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        serve = process
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let client = try? ControlClient.connect(to: socket, role: .cli, timeout: 1) {
                client.close()
                return
            }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw CrashFailure(
            "vitrine serve did not start within \(Int(timeout)) s (\(process.isRunning ? "running" : "exited \(process.terminationStatus)")): \(output.suffix(2000))"
        )
    }

    /// SIGKILL: the host gets no chance to finish anything.
    func killServe() {
        guard let serve else { return }
        kill(serve.processIdentifier, SIGKILL)
        serve.waitUntilExit()
        self.serve = nil
    }

    /// SIGTERM and wait: the end of a home's last round.
    func stopServe() {
        guard let serve else { return }
        kill(serve.processIdentifier, SIGTERM)
        serve.waitUntilExit()
        self.serve = nil
    }

    /// The running host's `status` text, through its control socket.
    func status(timeout: TimeInterval = 10) -> String? {
        guard let client = try? ControlClient.connect(to: socket, role: .cli, credential: HostCredential.read(from: directory), timeout: 2) else { return nil }
        defer { client.close() }
        guard let result = try? client.requestAndWait(.host(.status), timeout: timeout),
            case .value(.string(let text)) = result
        else { return nil }
        return text
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

struct CrashFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One instance line of the host's `status`, as the soak reads it.
struct StatusLine: Sendable {
    var id: Int64
    var shownEntry: Int?
    var budgetRemaining: Int?
    var budgetLimit: Int?
    var reloading: Bool
    var used: Int? { budgetLimit.flatMap { limit in budgetRemaining.map { limit - $0 } } }

    /// `#7 com.mygame.character-detail systemMedium page 0 pos 0 — shows entry 1 — budget 49/50 left, … — reloading`
    static func parse(_ text: String) -> [Int64: StatusLine] {
        var lines: [Int64: StatusLine] = [:]
        for raw in text.split(separator: "\n") where raw.hasPrefix("#") {
            guard let id = raw.dropFirst().split(separator: " ").first.flatMap({ Int64($0) }) else { continue }
            var line = StatusLine(id: id, reloading: raw.hasSuffix(" — reloading"))
            if let range = raw.range(of: "shows entry ") {
                line.shownEntry = Int(raw[range.upperBound...].prefix { $0.isNumber })
            }
            if let range = raw.range(of: "budget ") {
                let fraction = raw[range.upperBound...].prefix { $0.isNumber || $0 == "/" }.split(separator: "/")
                if fraction.count == 2 { line.budgetRemaining = Int(fraction[0]); line.budgetLimit = Int(fraction[1]) }
            }
            lines[id] = line
        }
        return lines
    }
}

/// SplitMix64: the soak's choices (load length, kill moment, what the app does) repeat for a seed.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An independent stream for one round and one worker.
    static func stream(_ seed: UInt64, round: Int, worker: UInt64) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(round) &* 0x100_0000_01B3) ^ (worker &* 0xC2B2_AE3D_27D4_EB4F))
        return SeededGenerator(seed: mixer.next())
    }
}
