import Foundation
import Testing
import VitrineHost
import VitrineStore
import WidgetScheduler

/// Tests that start extension processes or hosts run one at a time.
@Suite(.serialized, ProcessTestLock()) struct HostProcesses {}

enum Products {
    /// The directory SwiftPM builds products into (the test runner lives there too).
    static var directory: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = runner.deletingLastPathComponent()
        while directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory
    }
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// A fresh Vitrine home in a temporary directory, removed when the test ends.
final class TemporaryHome: Sendable {
    let directory: URL
    var location: StoreLocation { StoreLocation(directory: directory) }
    var socket: String { directory.appendingPathComponent("control.sock").path }

    init() throws {
        // Short paths: a Unix socket path must fit in 108 bytes.
        directory = URL(fileURLWithPath: "/tmp/vh-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The example app's manifest, with the built executables.
    func gameManifest(extensionExecutable: String = Products.path("GameWidgets"), appExecutable: String? = Products.path("GameApp"),
                      id: String = "com.vitrine.examples.game", schemes: [String] = ["mygame"],
                      dataProtection: String? = nil) throws -> URL {
        var extensionObject: [String: Any] = ["executable": extensionExecutable]
        if let dataProtection { extensionObject["dataProtection"] = dataProtection }
        var object: [String: Any] = [
            "id": id, "name": "Game", "urlSchemes": appExecutable == nil ? [] : schemes,
            "appGroups": ["group.com.vitrine.examples.game"],
            "extensions": [extensionObject],
        ]
        if let appExecutable { object["executable"] = appExecutable }
        let url = directory.appendingPathComponent("\(id).json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }

    func daemon(clock: any HostClock, policy: SchedulerPolicy = .widgetKit,
                environment: [String: String] = [:]) throws -> HostDaemon {
        var configuration = HostConfiguration(location: location, policy: policy)
        configuration.extensionLimits.environment = environment
        return HostDaemon(configuration: configuration, store: try VitrineStore(location: location), clock: clock)
    }
}

extension HostDaemon {
    /// Installs the example app and places one widget, returning its instance id.
    func installGame(_ home: TemporaryHome, kind: String = "com.mygame.character-detail", family: String = "systemMedium",
                     appExecutable: String? = nil, dataProtection: String? = nil) async throws -> Int64 {
        let url = try home.gameManifest(appExecutable: appExecutable, dataProtection: dataProtection)
        _ = try await installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
        return try await addWidget(appID: "com.vitrine.examples.game", kind: kind, family: family, page: 0).id
    }
}

/// Runs a built product and collects its output.
struct ProductRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs on a thread of its own: waiting for a process must not hold one of the few
    /// threads Swift concurrency shares with every other test in the process.
    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> ProductRun {
        try await offPool { try runBlocking(name, arguments, environment: environment) }
    }

    static func runBlocking(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ProductRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path(name))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProductRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// PNG width and height from the IHDR chunk.
func pngSize(_ data: Data) -> (Int, Int)? {
    guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func be(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
}

/// Runs blocking work (process waits, polling) on a dedicated thread.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// Tests that start processes and check process-wide resources (open descriptors, child
/// processes) must not overlap with other such tests, in this target or another: all test
/// targets run in one process. An exclusive `flock` on a shared file serializes them across
/// targets; `.serialized` alone only orders tests within one suite.
struct ProcessTestLock: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        let fd = open("/tmp/vitrine-process-tests.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return try await function() }
        // flock blocks: wait on a thread of its own, not on one Swift concurrency shares.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { flock(fd, LOCK_EX); continuation.resume() }
        }
        defer { flock(fd, LOCK_UN); close(fd) }
        try await function()
    }
}
