import ExtensionHost
import ExtensionProtocol
import Foundation
import Testing
import VitrineTestSupport
import WidgetArchive

#if canImport(Glibc)
import Glibc
#endif

extension Products {
    static var sandboxProbe: URL { url("SandboxProbe") }
}

extension ExtensionProcesses {
    /// Fixtures/SandboxProbe tries, one request at a time, what a hostile extension would: each
    /// attempt outside its grants must fail while the same process keeps answering, and its
    /// legitimate work must succeed. The same probes with the sandbox off succeed, which is
    /// what makes the denials evidence of the sandbox rather than of the probe.
    @Suite struct Sandbox {
        /// A host's home as VitrineHost lays it out: the store, images, two apps' group
        /// containers, and the probe's preferences directory linking its one granted group.
        struct Home {
            let root: URL
            var path: String { root.path }
            var granted: String { path + "/groups/group.probe.a" }
            var other: String { path + "/groups/group.other.b" }
            var preferences: String { path + "/preferences/probe.extension" }

            init() throws {
                root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-sandbox-\(UUID().uuidString)")
                let fileManager = FileManager.default
                for directory in ["images/current", "groups/group.probe.a/Library/Preferences", "groups/group.other.b", "preferences/probe.extension"] {
                    try fileManager.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
                }
                try Data("SQLite format 3 — the host's store".utf8).write(to: root.appendingPathComponent("store.sqlite"))
                try Data("PNG of another app's widget".utf8).write(to: root.appendingPathComponent("images/current/1.png"))
                try Data("another app's secret".utf8).write(to: root.appendingPathComponent("groups/group.other.b/secret.txt"))
                #expect(symlink(granted + "/Library/Preferences/group.probe.a.plist", preferences + "/group.probe.a.plist") == 0)
            }

            func remove() { try? FileManager.default.removeItem(at: root) }

            var environment: [String: String] {
                ["VITRINE_APP_GROUPS": "{\"group.probe.a\":\"\(granted)\"}", "XDG_CONFIG_HOME": preferences, "VITRINE_APP_ID": "com.example.probe"]
            }
        }

        static let hostSecretKey = "VITRINE_SANDBOX_TEST_HOST_SECRET"

        func host(_ home: Home, sandbox: ExtensionSandbox = .default) -> ExtensionHost {
            ExtensionHost(
                executable: Products.sandboxProbe,
                configuration: ExtensionHostConfiguration(
                    requestTimeout: 5, launchTimeout: 5, idleTimeout: 60,
                    environment: home.environment, sandbox: sandbox))
        }

        /// The probe's answer to `command`: "ok …", "denied …" or "absent".
        func probe(_ host: ExtensionHost, _ command: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
            let response = try await host.timeline(Contexts.small(command))
            guard case .text(let text)? = response.entries?.first?.archive.root.content,
                case .string(let answer)? = text.runs.first?.content
            else {
                Issue.record("no text in the answer to \(command)", sourceLocation: sourceLocation)
                return ""
            }
            return answer
        }

        /// Everything a confined extension must not do, as probes with the answer's expected prefix.
        func escapes(_ home: Home) -> [(String, String)] {
            [
                ("read \(home.other)/secret.txt", "another app's secret"),
                ("list \(home.other)", "secret.txt"),
                ("read \(home.path)/store.sqlite", "SQLite format 3"),
                ("list \(home.path)/images/current", "1.png"),
                ("read \(home.path)/images/current/1.png", "PNG of another app's widget"),
                ("list \(home.path)", "groups images preferences store.sqlite"),
                ("link \(home.granted)/escape \(home.path)/store.sqlite", "SQLite format 3"),
                ("link \(home.preferences)/escape \(home.other)/secret.txt", "another app's secret"),
                ("env \(Self.hostSecretKey)", "host only"),
                ("read /proc/\(getpid())/environ", "PATH="),
            ]
        }

        /// Writes outside the grants: path written, probe.
        func escapingWrites(_ home: Home) -> [String] {
            [
                "\(home.path)/dropped.txt", "\(home.other)/dropped.txt", "\(home.path)/images/dropped.png",
                FileManager.default.temporaryDirectory.path + "/vitrine-sandbox-dropped-\(UUID().uuidString)",
            ]
        }

        @Test func extensionCannotLeaveItsContainers() async throws {
            try #require(ExtensionSandbox.status.hasPrefix("landlock ABI"), "this kernel has no Landlock: \(ExtensionSandbox.status)")
            let home = try Home()
            defer { home.remove() }
            setenv(Self.hostSecretKey, "host only", 1)
            defer { unsetenv(Self.hostSecretKey) }
            let host = host(home)
            _ = try await host.describe()
            let pid = try #require(await host.processID)

            for (command, leaked) in escapes(home) {
                let answer = try await probe(host, command)
                #expect(!answer.hasPrefix("ok"), "\(command) → \(answer)")
                #expect(!answer.contains(leaked), "\(command) leaked: \(answer)")
            }
            for path in escapingWrites(home) {
                let answer = try await probe(host, "write \(path) escaped")
                #expect(answer.hasPrefix("denied open"), "write \(path) → \(answer)")
                #expect(!FileManager.default.fileExists(atPath: path), "\(path) was written")
                unlink(path)
            }
            // Code it wrote cannot run, and the host cannot be signalled.
            let run = try await probe(host, "run \(home.granted)/true")
            #expect(run.hasPrefix("denied"), "run → \(run)")
            let signal = try await probe(host, "signal \(getpid())")
            #expect(signal.hasPrefix("denied"), "signal → \(signal)")

            // Every refusal was an answer from the same process: the host kept serving it.
            #expect(await host.processID == pid)
            #expect(await host.launches == 1)
            await host.shutdown()
        }

        @Test func extensionDoesItsOwnWork() async throws {
            let home = try Home()
            defer { home.remove() }
            let host = host(home)
            let server = try LoopbackServer(greeting: "hello from the host")

            #expect(try await probe(host, "write \(home.granted)/mine.txt written by the extension") == "ok")
            #expect(try String(contentsOfFile: home.granted + "/mine.txt", encoding: .utf8) == "written by the extension")
            #expect(try await probe(host, "read \(home.granted)/mine.txt") == "ok written by the extension")
            // UserDefaults(suiteName:) writes through the preferences link into the group container.
            #expect(try await probe(host, "write \(home.preferences)/group.probe.a.plist shared") == "ok")
            #expect(try String(contentsOfFile: home.granted + "/Library/Preferences/group.probe.a.plist", encoding: .utf8) == "shared")
            #expect(try await probe(host, "write \(home.preferences)/private.plist mine") == "ok")
            #expect(try await probe(host, "resource") == "ok probe resource: the bundle is readable\n")
            #expect(try await probe(host, "connect \(server.port)") == "ok hello from the host\n")
            #expect(try await probe(host, "env VITRINE_APP_ID") == "ok com.example.probe")
            #expect(try await probe(host, "env PATH") == "ok /usr/local/bin:/usr/bin:/bin")

            // HOME and TMPDIR: a private directory that lives as long as the process.
            let temporary = try await probe(host, "env TMPDIR").dropFirst(3)
            #expect(try await probe(host, "env HOME") == "ok \(temporary)")
            #expect(try await probe(host, "write \(temporary)/scratch working") == "ok")
            #expect(FileManager.default.fileExists(atPath: temporary + "/scratch"))
            await host.shutdown()
            #expect(!FileManager.default.fileExists(atPath: String(temporary)), "\(temporary) outlived the extension")
        }

        @Test func extensionRunsWithLimitsAndNoNewPrivileges() async throws {
            let home = try Home()
            defer { home.remove() }
            let host = host(home)
            _ = try await host.describe()
            let pid = try #require(await host.processID)
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            #expect(status.contains("NoNewPrivs:\t1"))
            #expect(status.contains("CapEff:\t0000000000000000"))
            #expect(status.contains("CapPrm:\t0000000000000000"))
            let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8).split(separator: "\n")
            func limit(_ name: String) -> [Substring] {
                limits.first { $0.hasPrefix(name) }.map { $0.dropFirst(26).split(separator: " ") } ?? []
            }
            let defaults = ExtensionSandbox.Limits()
            #expect(limit("Max open files").prefix(2) == ["\(defaults.openFiles!)", "\(defaults.openFiles!)"])
            #expect(limit("Max cpu time").prefix(2) == ["\(defaults.cpuSeconds!)", "\(defaults.cpuSeconds! + 5)"])
            #expect(limit("Max address space").first == "\(defaults.addressSpaceBytes!)")
            #expect(limit("Max core file size").first == "0")
            #expect(limit("Max processes").first != "unlimited")
            await host.shutdown()
        }

        /// The negative control: the same probes without the sandbox reach everything, so the
        /// denials above come from the sandbox and not from the probe or the test's files.
        @Test func withoutTheSandboxTheProbesSucceed() async throws {
            let home = try Home()
            defer { home.remove() }
            setenv(Self.hostSecretKey, "host only", 1)
            defer { unsetenv(Self.hostSecretKey) }
            let host = host(home, sandbox: .disabled)
            for (command, leaked) in escapes(home) {
                let answer = try await probe(host, command)
                #expect(answer.hasPrefix("ok") && answer.contains(leaked), "\(command) → \(answer)")
            }
            for path in escapingWrites(home) {
                #expect(try await probe(host, "write \(path) escaped") == "ok")
                #expect(FileManager.default.fileExists(atPath: path))
                unlink(path)
            }
            #expect(try await probe(host, "run \(home.granted)/true") == "ok ran")
            #expect(try await probe(host, "signal \(getpid())") == "ok")
            await host.shutdown()
        }

        @Test func statusNamesTheLandlockVersion() {
            #expect(ExtensionSandbox.disabled.status.hasPrefix("off: disabled by configuration"))
            switch ExtensionSandbox.landlock {
            case .success(let abi): #expect(ExtensionSandbox.status == "landlock ABI \(abi): on")
            case .failure(let why): #expect(ExtensionSandbox.status.hasPrefix("off: \(why)"))
            }
        }
    }
}

/// A TCP listener on 127.0.0.1 (any free port) that greets each connection and closes it.
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let fd: Int32

    init(greeting: String) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard fd >= 0, bound == 0, named == 0, listen(fd, 4) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        port = UInt16(bigEndian: address.sin_port)
        let listener = fd
        let bytes = Array((greeting + "\n").utf8)
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 { return }
                _ = write(connection, bytes, bytes.count)
                close(connection)
            }
        }
    }

    deinit {
        shutdown(fd, Int32(SHUT_RDWR))
        close(fd)
    }
}
