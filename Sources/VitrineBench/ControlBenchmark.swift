import ControlSocket
import Foundation
import HostProtocol
import WireTransport

#if canImport(Glibc)
import Glibc
#endif

/// The control socket: a real `ControlServer` on a private socket answering the real
/// `ControlClient`, as an app's WidgetCenter talks to the host. Measures the request/reply
/// round trip on one connection, the same round trip with `held` idle connections open (an
/// app's flood, as the per-peer limit would otherwise refuse it), and what holding them costs
/// the server in threads. The baseline, in the same run and rounds, is a Unix socketpair whose
/// other end is a thread that answers each frame with the same answer bytes: the kernel and
/// thread wake-up floor under any server of this protocol.
struct ControlBenchmark {
    var rounds = 7
    var requests = 2_000
    var held = 1_000

    static let usage = "control [--rounds N] [--requests N] [--held N]"

    static func main(_ arguments: [String]) -> Int32 {
        func value(_ flag: String) -> Int? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
        }
        var benchmark = ControlBenchmark()
        benchmark.rounds = max(1, value("--rounds") ?? benchmark.rounds)
        benchmark.requests = max(1, value("--requests") ?? benchmark.requests)
        benchmark.held = max(0, value("--held") ?? benchmark.held)
        do {
            try benchmark.run()
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    /// What the handler answers: the shape of a `currentConfigurations` reply.
    static let answer = ControlResult.widgets([
        ConfiguredWidget(kind: "com.mygame.character-detail", family: "systemMedium", configuration: .object(["hero": .string("panda")]))
    ])

    func run() throws {
        var template = Array("/tmp/vitrine-bench-XXXXXX".utf8CString)
        let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/control.sock"
        var options = ControlServer.Options()
        // One process opens every connection here; the per-peer limit is what ControlFloodTests covers.
        options.maximumConnections = held + 16
        options.maximumConnectionsPerPeer = held + 16
        let server = ControlServer(socketPath: path, options: options) { request, _ in
            if case .currentConfigurations = request.message { return Self.answer }
            return .ok
        }
        try server.start()
        defer { server.stop(timeout: 5) }

        let requestFrame = try FrameCodec.encode(ControlRequest(id: 1, .currentConfigurations))
        let answerFrame = try FrameCodec.encode(ControlServerFrame(response: ControlResponse(id: 1, Self.answer)))
        print("control: \(requests) round trips of currentConfigurations per round, \(rounds) rounds; \(held) idle connections held")
        print("frames: request \(requestFrame.count) B, answer \(answerFrame.count) B")

        let client = try ControlClient.connect(to: path, role: .app, appID: "com.vitrine.bench")
        defer { client.close() }
        let echo = try SocketPairEcho(answer: answerFrame)
        defer { echo.close() }
        // Warm-up: first connections, code paths and allocator.
        for _ in 0..<200 { _ = try client.requestAndWait(.currentConfigurations); try echo.roundTrip(requestFrame) }

        var server1 = Samples(), floor1 = Samples()
        for _ in 0..<rounds {
            server1.values.append(try Self.perRequest(requests) { _ = try client.requestAndWait(.currentConfigurations) })
            floor1.values.append(try Self.perRequest(requests) { try echo.roundTrip(requestFrame) })
        }

        // Idle connections, each past its hello, as an app that opened many and waits.
        let threadsBefore = Self.threads()
        var idle: [Int32] = []
        defer { for fd in idle { close(fd) } }
        let hello = try FrameCodec.encode(ControlRequest(id: 0, .hello(role: .app, appID: "com.vitrine.bench.idle", protocolVersion: ControlProtocol.version)))
        for _ in 0..<held {
            let fd = try SocketIO.connect(to: path)
            idle.append(fd)
            try SocketIO.writeAll(fd, hello)
        }
        for fd in idle {
            var reader = FrameCodec.Reader()
            _ = try SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(10))
        }
        Thread.sleep(forTimeInterval: 0.2)  // let any per-connection thread settle
        let threadsHeld = Self.threads()
        var serverHeld = Samples(), floorHeld = Samples()
        for _ in 0..<rounds {
            serverHeld.values.append(try Self.perRequest(requests) { _ = try client.requestAndWait(.currentConfigurations) })
            floorHeld.values.append(try Self.perRequest(requests) { try echo.roundTrip(requestFrame) })
        }

        func line(_ name: String, _ samples: Samples) -> String {
            name.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: "median %7.1f µs   p95 %7.1f µs (per request, over rounds)", samples.median, samples.p95)
        }
        print(line("round trip", server1))
        print(line("socketpair echo floor", floor1))
        print(line("round trip, \(held) held", serverHeld))
        print(line("floor, \(held) held", floorHeld))
        print("threads: \(threadsBefore) before the idle connections, \(threadsHeld) with \(held) held")
        print(
            String(
                format:
                    "RESULT control round_trip_us=%.1f floor_us=%.1f ratio=%.2f held=%d round_trip_held_us=%.1f floor_held_us=%.1f threads_added_by_held=%d",
                server1.median, floor1.median, server1.median / floor1.median, held, serverHeld.median, floorHeld.median,
                threadsHeld - threadsBefore))
    }

    /// Mean microseconds per call over `count` calls (a round's figure).
    static func perRequest(_ count: Int, _ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { try body() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000 / Double(count)
    }

    /// This process's thread count (`Threads:` in /proc/self/status).
    static func threads() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        return line.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? -1
    }
}

/// The floor: a socketpair whose far end is a thread reading one frame and writing the answer
/// bytes back, with the same frame reader and blocking writes the client uses.
final class SocketPairEcho: @unchecked Sendable {
    private let near: Int32
    private let far: Int32

    init(answer: Data) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else { throw SocketIO.Failure("socketpair") }
        near = pair[0]
        far = pair[1]
        let far = self.far
        Thread.detachNewThread {
            var reader = FrameCodec.Reader()
            while (try? SocketIO.readFrame(far, &reader, until: .distantFuture)) != nil {
                if (try? SocketIO.writeAll(far, answer)) == nil { break }
            }
        }
    }

    func roundTrip(_ request: Data) throws {
        try SocketIO.writeAll(near, request)
        var reader = FrameCodec.Reader()
        _ = try SocketIO.readFrame(near, &reader, until: .distantFuture)
    }

    func close() {
        shutdown(near, Int32(SHUT_RDWR))
        Glibc.close(near)
    }
}
