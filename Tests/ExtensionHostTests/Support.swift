import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import ExtensionHost
import ExtensionProtocol
import WidgetArchive

/// Every test that starts processes lives in this suite, one at a time: descriptor counts and
/// child-process checks are process-wide.
@Suite(.serialized, ProcessTestLock()) struct ExtensionProcesses {}

enum Products {
    /// The directory SwiftPM builds products into (the test runner lives there too).
    static var directory: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = runner.deletingLastPathComponent()
        while directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory
    }
    static var gameWidgets: URL { directory.appendingPathComponent("GameWidgets") }
    static var faultyExtension: URL { directory.appendingPathComponent("FaultyExtension") }
}

enum Contexts {
    static func small(_ kind: String) -> RequestContext {
        RequestContext(kind: kind, family: "systemSmall", displaySize: WidgetDevice.default.size(of: "systemSmall") ?? SizeValue(width: 158, height: 158))
    }
    static let faulty = small("faulty")
}

/// What this process has open (/proc/self/fd), number → target.
func openDescriptors() -> [Int32: String] {
    var result: [Int32: String] = [:]
    guard let dir = opendir("/proc/self/fd") else { return result }
    let own = dirfd(dir)
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let fd = Int32(name), fd != own else { continue }
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        result[fd] = n > 0 ? String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    }
    closedir(dir)
    return result
}

/// Children of this process in state Z that are extension processes.
func zombieExtensionChildren() -> [Int32] {
    let me = getpid()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    var zombies: [Int32] = []
    for name in names {
        guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { continue }
        // pid (comm) state ppid …; comm may hold spaces and parentheses, so split at the last ")".
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
        let comm = String(stat[stat.index(after: open)..<close])
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let ppid = Int32(fields[1]) else { continue }
        if ppid == me, fields[0] == "Z", comm.hasPrefix("FaultyExtensio") || comm.hasPrefix("GameWidgets") { zombies.append(pid) }
    }
    return zombies
}

/// True when `pid` is no longer a child of ours (reaped), without reaping anything else.
func wasReaped(_ pid: Int32) -> Bool {
    var status: Int32 = 0
    let r = waitpid(pid, &status, WNOHANG)
    return r == -1 && errno == ECHILD
}

extension ExtensionHostError {
    var caseName: String {
        switch self {
        case .launchFailed: "launchFailed"
        case .crashed: "crashed"
        case .timedOut: "timedOut"
        case .memoryLimitExceeded: "memoryLimitExceeded"
        case .protocolViolation: "protocolViolation"
        case .extensionError: "extensionError"
        }
    }
}

func faultyConfiguration(_ fault: String, requestTimeout: Double = 1, launchTimeout: Double = 2, idleTimeout: Double = 30) -> ExtensionHostConfiguration {
    ExtensionHostConfiguration(requestTimeout: requestTimeout, launchTimeout: launchTimeout, idleTimeout: idleTimeout,
                               memoryLimit: .overBaseline(40 * 1024 * 1024), environment: ["FAULT": fault])
}

/// Runs the well-behaved extension once: launch, a request of each kind, shutdown.
func wellBehavedRoundTrip(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let host = ExtensionHost(executable: Products.faultyExtension, configuration: faultyConfiguration("none"))
    let widgets = try await host.describe()
    #expect(widgets.map(\.kind) == ["faulty"], sourceLocation: sourceLocation)
    #expect(widgets.first?.supportedFamilies == ["systemSmall"], sourceLocation: sourceLocation)
    let timeline = try await host.timeline(Contexts.faulty)
    #expect(timeline.entries?.count == 1, sourceLocation: sourceLocation)
    #expect(timeline.policy == .atEnd, sourceLocation: sourceLocation)
    let placeholder = try await host.placeholder(Contexts.faulty)
    #expect(placeholder.entries?.first?.archive.environment.redactionReasons == [.placeholder], sourceLocation: sourceLocation)
    #expect(await host.launches == 1, sourceLocation: sourceLocation)
    await host.shutdown()
    #expect(await host.isRunning == false, sourceLocation: sourceLocation)
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
