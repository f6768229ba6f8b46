import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

#if canImport(Glibc)
import Glibc
#endif

/// Every test that starts processes lives in this suite, one at a time: descriptor counts and
/// child-process checks are process-wide.
@Suite(.serialized, ProcessTestLock()) struct ExtensionProcesses {}

extension Products {
    static var gameWidgets: URL { url("GameWidgets") }
    static var faultyExtension: URL { url("FaultyExtension") }
}

enum Contexts {
    static func small(_ kind: String) -> RequestContext {
        RequestContext(kind: kind, family: "systemSmall", displaySize: WidgetDevice.default.size(of: "systemSmall") ?? SizeValue(width: 158, height: 158))
    }
    static let faulty = small("faulty")
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
    ExtensionHostConfiguration(
        requestTimeout: requestTimeout, launchTimeout: launchTimeout, idleTimeout: idleTimeout,
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
