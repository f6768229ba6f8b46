import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport

extension HostProcesses {
    /// One peer cannot lock everyone out of the control socket: a thousand connections from
    /// one executable get the per-peer limit's worth of slots and a refusal for the rest, and
    /// another app and the CLI are still answered at once.
    @Suite struct ControlFloodTests {
        /// Opens `count` connections, sends a CLI hello on each, reads each first answer, prints
        /// `READY <accepted> <refused> <lost>` and holds every connection until its stdin ends.
        static let flooder = #"""
            json, socket, struct, sys = (__import__(name) for name in ("json", "socket", "struct", "sys"))
            path, count, version = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
            hello = json.dumps({"id": 0, "message": {"hello": {"role": "cli", "protocolVersion": version}}}).encode()
            frame = struct.pack(">I", len(hello)) + hello
            held, accepted, refused, lost = [], 0, 0, 0
            for _ in range(count):
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(path)
                try:
                    s.sendall(frame)
                except OSError:
                    pass
                held.append(s)
            for s in held:
                s.settimeout(10)
                try:
                    header = s.recv(4, socket.MSG_WAITALL)
                    body = s.recv(struct.unpack(">I", header)[0], socket.MSG_WAITALL)
                    answer = json.loads(body)["response"]["result"]
                    error = answer.get("error", {})
                    if error.get("_0", error).get("code") == "tooManyConnections":
                        refused += 1
                    else:
                        accepted += 1
                except Exception as error:
                    lost += 1
                    sys.stderr.write("lost: %r\n" % (error,))
            print("READY", accepted, refused, lost, flush=True)
            sys.stdin.read()
            """#

        @Test func aThousandConnectionsFromOnePeerLeaveTheCLIAndOtherAppsServed() async throws {
            let home = try TemporaryHome()
            let daemon = try home.daemon(clock: SimulatedClock(start: Date(timeIntervalSinceReferenceDate: 816_000_000)))
            try await daemon.start()
            // "Another app": one whose executable is this test process.
            let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let url = try home.gameManifest(appExecutable: me)
            _ = try await daemon.installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
            try await daemon.openControlSocket(at: home.socket)
            let credential = try #require(HostCredential.read(from: home.directory))

            let script = home.directory.appendingPathComponent("flood.py")
            try Data(Self.flooder.utf8).write(to: script)
            let flood = Process()
            flood.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            flood.arguments = ["python3", script.path, home.socket, "1000", String(ControlProtocol.version)]
            let input = Pipe(), output = Pipe()
            flood.standardInput = input
            flood.standardOutput = output
            try flood.run()
            defer {
                try? input.fileHandleForWriting.close()
                flood.waitUntilExit()
            }
            // One read may return part of the line (an unbuffered python writes it in pieces).
            let ready = try await offPool {
                var line = Data()
                while !line.contains(UInt8(ascii: "\n")) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    line.append(chunk)
                }
                return String(decoding: line, as: UTF8.self)
            }
            let counts = ready.split(separator: " ").dropFirst().compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            #expect(ready.hasPrefix("READY"), "flooder said: \(ready)")
            // Every refusal arrives as an answer (none is lost to a reset connection).
            #expect(counts == [16, 984, 0], "accepted, refused and lost of 1000: \(counts)")

            // With the flooder's 16 connections held, the CLI and the app are answered at once.
            func timed(_ body: @escaping @Sendable () throws -> Void) async throws -> TimeInterval {
                try await offPool {
                    let start = Date()
                    try body()
                    return Date().timeIntervalSince(start)
                }
            }
            var cli: [TimeInterval] = [], app: [TimeInterval] = []
            for _ in 0..<5 {
                cli.append(
                    try await timed {
                        let client = try ControlClient.connect(to: home.socket, role: .cli, credential: credential, timeout: 2)
                        defer { client.close() }
                        guard case .value = try client.requestAndWait(.host(.status), timeout: 2) else { throw ControlError(.internalError, "status failed") }
                    })
                app.append(
                    try await timed {
                        let client = try ControlClient.connect(to: home.socket, role: .app, appID: "com.vitrine.examples.game", timeout: 2)
                        defer { client.close() }
                        if let error = try client.requestAndWait(.currentConfigurations, timeout: 2).error { throw error }
                    })
            }
            let median = { (times: [TimeInterval]) in times.sorted()[times.count / 2] }
            #expect(median(cli) < 0.1, "CLI round trips under the flood: \(cli)")
            #expect(median(app) < 0.1, "app round trips under the flood: \(app)")
            await daemon.closeControlSocket()
            await daemon.shutdown()
        }
    }
}
