import ControlSocket
import Foundation
import Glibc
import HostProtocol
import NIOPosix
import Testing
import VitrineTestSupport
import WireTransport

/// Reads frames off a raw connection keeping bytes that arrived with an earlier frame
/// (`RawConnection.readFrame` starts afresh each call, for one answer at a time).
final class FrameStream: @unchecked Sendable {  // used by one thread at a time
    let fd: Int32
    var reader = FrameCodec.Reader()
    init(_ connection: RawConnection) { fd = connection.fd }

    func next(timeout: TimeInterval = 5) throws -> ControlServerFrame {
        try FrameCodec.decode(ControlServerFrame.self, from: SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(timeout)))
    }
}

/// What serving on an event loop must keep: idle connections cost no thread, a burst of
/// connects is held by the backlog while the loop is busy, a peer that stops reading is let go,
/// and reading waits (without timing the peer out) while answers are owed.
@Suite(ProcessTestLock()) struct EventLoopServingTests {
    /// Opens `count` connections, each past its hello; the caller closes them.
    static func greetedConnections(_ count: Int, at path: String) throws -> [RawConnection] {
        let hello = try FrameCodec.encode(helloRequest)
        let connections = try (0..<count).map { _ in try RawConnection(path) }
        for connection in connections { try connection.send(hello) }
        for connection in connections { #expect(try connection.readFrame().response == ControlResponse(id: 1, .ok)) }
        return connections
    }

    static func threads() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("Threads:") }.flatMap { Int($0.dropFirst(8).trimmingCharacters(in: .whitespaces)) } ?? -1
    }

    @Test func idleConnectionsTakeNoThreadEach() async throws {
        var options = ControlServer.Options()
        options.maximumConnections = 300
        options.maximumConnectionsPerPeer = 300
        try await withServer(options: options) { server, path async throws in
            let before = Self.threads()
            let connections = try await offPool { try Self.greetedConnections(200, at: path) }
            defer { for connection in connections { connection.close() } }
            try await Task.sleep(for: .milliseconds(100))
            let held = Self.threads()
            #expect(server.peers.count == 200)
            // The thread-per-connection server added one reader thread for each (200 here).
            #expect(held - before < 20, "threads: \(before) before, \(held) with 200 connections")
        }
    }

    @Test func theBacklogHoldsABurstWhileTheLoopIsBusy() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let path = makeTemporaryDirectory().appendingPathComponent("control.sock").path
        var options = ControlServer.Options()
        options.maximumConnections = 1_100
        options.maximumConnectionsPerPeer = 1_100
        let server = ControlServer(socketPath: path, options: options, eventLoopGroup: group) { _, _ in .ok }
        try server.start()
        // Nothing is accepted while the only loop is busy: every connect waits in the backlog.
        let release = DispatchSemaphore(value: 0)
        group.next().execute { release.wait() }
        let (sockets, refused) = await offPool { () -> ([Int32], Int) in
            var sockets: [Int32] = [], refused = 0
            for _ in 0..<1_000 {
                let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
                var address = sockaddr_un()
                address.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
                let result = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
                }
                if result == 0 { sockets.append(fd) } else { refused += 1; close(fd) }
            }
            return (sockets, refused)
        }
        release.signal()
        // NIO's own default backlog (128) refuses all but about 129 of these with EAGAIN.
        #expect(refused == 0, "\(refused) of 1000 connects refused while the loop was busy")
        let answered = try await offPool { () -> Int in
            let hello = try FrameCodec.encode(helloRequest)
            var answered = 0
            for fd in sockets {
                let flags = fcntl(fd, F_GETFL)
                _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
                try SocketIO.writeAll(fd, hello)
            }
            for fd in sockets {
                var reader = FrameCodec.Reader()
                let body = try SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(10))
                if try FrameCodec.decode(ControlServerFrame.self, from: body).response == ControlResponse(id: 1, .ok) { answered += 1 }
                close(fd)
            }
            return answered
        }
        #expect(answered == sockets.count)
        await server.stop()
        try await group.shutdownGracefully()
    }

    @Test func aPeerThatStopsReadingIsLetGo() async throws {
        var options = ControlServer.Options()
        options.sendTimeout = 0.3
        let big = ControlResult.value(.string(String(repeating: "x", count: 200_000)))
        let gone = Locked<[UInt64]>([])
        try await withServer(
            options: options, handler: { request, _ in request.message == .reloadAllTimelines ? big : .ok },
            onDisconnect: { peer in gone.withLock { $0.append(peer.connectionID) } }
        ) { server, path async throws in
            let requests = try (2..<42).reduce(into: Data()) { $0 += try FrameCodec.encode(ControlRequest(id: $1, .reloadAllTimelines)) }
            // A reader takes all 40 answers (8 MB), each in time.
            let reader = try RawConnection(path)
            defer { reader.close() }
            try reader.sendRequest(helloRequest)
            _ = try reader.readFrame()
            try reader.send(requests)
            let frames = FrameStream(reader)
            let received = try await offPool { try (0..<40).map { _ in try frames.next(timeout: 10).response?.result } }
            #expect(received.allSatisfy { $0 == big })

            // One that sends the same and reads nothing is disconnected once its buffers are full.
            let stuck = try RawConnection(path)
            defer { stuck.close() }
            try stuck.sendRequest(helloRequest)
            _ = try stuck.readFrame()
            let stuckID = try #require(server.peers.last?.connectionID)
            try stuck.send(requests)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, !gone.value.contains(stuckID) { try await Task.sleep(for: .milliseconds(20)) }
            #expect(gone.value == [stuckID], "disconnected: \(gone.value)")
        }
    }

    /// hello, r1 (answered after `slow`), r2; later r3 and half of r4; after r1's answer the
    /// rest of r4. Returns every frame read until the server closed or 5 s passed, and how many
    /// of the bytes sent the server had not read 0.3 s after r3.
    static func pipelineWithAHalfFrame(_ path: String) throws -> (frames: [ControlServerFrame], unread: Int32) {
        let connection = try RawConnection(path)
        defer { connection.close() }
        try connection.sendRequest(helloRequest)
        var frames = [try connection.readFrame()]
        try connection.send(
            FrameCodec.encode(ControlRequest(id: 2, .reloadTimelines(kind: "slow"))) + FrameCodec.encode(ControlRequest(id: 3, .reloadAllTimelines)))
        Thread.sleep(forTimeInterval: 0.1)
        let last = try FrameCodec.encode(ControlRequest(id: 5, .reloadAllTimelines))
        try connection.send(FrameCodec.encode(ControlRequest(id: 4, .reloadAllTimelines)) + last.prefix(6))
        Thread.sleep(forTimeInterval: 0.3)
        // Bytes of a Unix stream socket the other end has not read yet.
        var unread: Int32 = 0
        _ = ioctl(connection.fd, UInt(TIOCOUTQ), &unread)
        let stream = FrameStream(connection)
        frames.append(try stream.next())
        try? connection.send(last.dropFirst(6))
        for _ in 0..<3 {  // r2, r3 and r4 answered, or r2, r3 and the error
            guard let frame = try? stream.next() else { break }
            frames.append(frame)
        }
        return (frames, unread)
    }

    @Test func readingWaitsWhileAnswersAreOwedAndThatIsNotTheClientsDelay() async throws {
        var options = ControlServer.Options()
        options.frameTimeout = 0.3
        let handler: ControlServer.Handler = { request, _ in
            if request.message == .reloadTimelines(kind: "slow") { try? await Task.sleep(for: .seconds(1)) }
            return .ok
        }
        // Two frames read ahead: r3 and the half r4 stay unread until r1 is answered, so the
        // frame timer starts only then, and the client finishes r4 in time.
        options.readAhead = 2
        let held = try await withServer(options: options, handler: handler) { _, path async throws in
            try await offPool { try Self.pipelineWithAHalfFrame(path) }
        }
        #expect(held.unread > 0, "the server read r3 while r1 and r2 were unanswered")
        #expect(held.frames.compactMap(\.response?.id) == [1, 2, 3, 4, 5])
        #expect(held.frames.allSatisfy { $0.response?.result == .ok })

        // Read at once, the half frame is timed while r1 is still being handled: closed.
        options.readAhead = 64
        let eager = try await withServer(options: options, handler: handler) { _, path async throws in
            try await offPool { try Self.pipelineWithAHalfFrame(path) }
        }
        #expect(eager.unread == 0)
        #expect(eager.frames.last?.response?.result.error?.message.contains("not completed") == true, "\(eager.frames)")
    }
}
