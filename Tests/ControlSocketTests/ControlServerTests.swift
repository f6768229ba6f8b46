import ControlSocket
import Foundation
import Glibc
import HostProtocol
import Testing
import VitrineTestSupport
import WireTransport

/// The control socket with real sockets on the event loop: identity of peers, concurrency,
/// hostile input, limits and timeouts, events, shutdown. Sockets and descriptors are process-wide: the suite takes the lock.
@Suite(ProcessTestLock()) struct ControlServerTests {
    @Test func roundTripIdentifiesThePeer() async throws {
        let log = RequestLog()
        let entries = try await withServer(
            log: log,
            handler: { request, _ in
                switch request.message {
                case .currentConfigurations:
                    .widgets([ConfiguredWidget(kind: "k", family: "systemSmall", configuration: .object(["hero": .string("panda")]))])
                default: .ok
                }
            }
        ) { _, path async throws in
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o600)

            let client = try await connect(path, role: .app, appID: "com.example.game")
            #expect(client.helloResult == .ok)
            #expect(try await client.request(.reloadTimelines(kind: "k")) == .ok)
            let widgets = try await client.request(.currentConfigurations)
            #expect(widgets == .widgets([ConfiguredWidget(kind: "k", family: "systemSmall", configuration: .object(["hero": .string("panda")]))]))
            client.close()
            return log.all
        }
        #expect(
            entries.map(\.request.message) == [
                .hello(role: .app, appID: "com.example.game", protocolVersion: ControlProtocol.version),
                .reloadTimelines(kind: "k"), .currentConfigurations,
            ])
        let peer = try #require(entries.last?.peer)
        #expect(peer.processID == getpid())
        #expect(peer.userID == geteuid())
        #expect(peer.groupID == getegid())
        let ownExecutable = try #require(realpath("/proc/self/exe", nil))
        defer { free(ownExecutable) }
        #expect(peer.executablePath == String(cString: ownExecutable))
        // The hello is handled before it is accepted; later requests carry what it declared.
        #expect(entries[0].peer.role == nil)
        #expect(peer.role == .app && peer.declaredAppID == "com.example.game")
        #expect(entries.allSatisfy { $0.peer.connectionID == peer.connectionID })
    }

    @Test func manyConcurrentClients() async throws {
        let clients = 24, requestsEach = 25
        // All from this one process: above the per-peer limit, which `perPeerLimit` tests.
        var options = ControlServer.Options()
        options.maximumConnectionsPerPeer = clients
        let answers = try await withServer(
            options: options,
            handler: { request, peer in
                if case .reloadTimelines(let kind) = request.message {
                    // Answers out of step, so an answer reaching the wrong request would show.
                    try? await Task.sleep(for: .microseconds(Int.random(in: 0...500)))
                    return .value(.string("\(peer.connectionID):\(kind)"))
                }
                return .ok
            }
        ) { _, path async throws in
            try await withThrowingTaskGroup(of: [Bool].self) { group in
                for c in 0..<clients {
                    group.addTask {
                        let client = try await connect(path, role: .cli)
                        defer { client.close() }
                        // Several in flight at once on one connection.
                        return try await withThrowingTaskGroup(of: Bool.self) { inner in
                            for r in 0..<requestsEach {
                                inner.addTask {
                                    let result = try await client.request(.reloadTimelines(kind: "c\(c)-r\(r)"))
                                    guard case .value(.string(let text)) = result else { return false }
                                    return text.hasSuffix(":c\(c)-r\(r)")
                                }
                            }
                            return try await inner.reduce(into: []) { $0.append($1) }
                        }
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
        }
        #expect(answers.count == clients * requestsEach)
        #expect(answers.allSatisfy { $0 })
    }

    @Test func requestsOfOneConnectionAreHandledInOrder() async throws {
        let log = RequestLog()
        try await withServer(
            log: log,
            handler: { _, _ in
                try? await Task.sleep(for: .microseconds(Int.random(in: 0...300)))
                return .ok
            }
        ) { _, path async throws in
            let client = try await connect(path)
            for i in 0..<50 { client.send(.reloadTimelines(kind: "\(i)")) { _ in } }
            #expect(await offPool { client.drain(timeout: 5) })
            client.close()
        }
        #expect(
            log.messages.dropFirst().map { message -> String in
                if case .reloadTimelines(let kind) = message { return kind }
                return "?"
            } == (0..<50).map(String.init))
    }

    @Test func garbageGetsAnErrorAndTheServerKeepsServing() async throws {
        try await withServer { _, path async throws in
            // Not JSON.
            var outcome = try await offPool {
                let garbage = try RawConnection(path)
                defer { garbage.close() }
                try garbage.sendFrame(json: "this is not json")
                return garbage.readUntilClosed()
            }
            #expect(outcome.closed)
            #expect(outcome.frames.first?.response?.id == -1)
            #expect(outcome.frames.first?.response?.result.error?.code == .badRequest)

            // A length header far over the limit: refused before anything is buffered.
            outcome = try await offPool {
                let oversized = try RawConnection(path)
                defer { oversized.close() }
                try oversized.send(Data([0x7f, 0xff, 0xff, 0xff]) + Data(repeating: 0x41, count: 1000))
                return oversized.readUntilClosed()
            }
            #expect(outcome.closed)
            #expect(outcome.frames.first?.response?.result.error?.code == .badRequest)
            #expect(outcome.frames.first?.response?.result.error?.message.contains("exceeds") == true)

            // Something that is not this protocol at all, then a frame of binary noise.
            for junk in [Data("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8), Data([0, 0, 0, 252]) + Data((4..<256).map { UInt8($0) })] {
                outcome = try await offPool {
                    let noise = try RawConnection(path)
                    defer { noise.close() }
                    try noise.send(junk)
                    return noise.readUntilClosed()
                }
                #expect(outcome.closed)
                #expect(outcome.frames.first?.response?.result.error?.code == .badRequest)
            }
            // A frame cut short by the client closing.
            let truncated = try RawConnection(path)
            try truncated.send(Data([0, 0, 0, 100]) + Data("{\"id\":".utf8))
            truncated.close()

            // A request before hello.
            outcome = try await offPool {
                let rude = try RawConnection(path)
                defer { rude.close() }
                try rude.sendRequest(ControlRequest(id: 5, .reloadAllTimelines))
                return rude.readUntilClosed()
            }
            #expect(outcome.closed)
            #expect(outcome.frames.first?.response == ControlResponse(id: 5, .error(ControlError(.helloRequired, "the first request must be hello"))))

            // A hello of another protocol version.
            outcome = try await offPool {
                let future = try RawConnection(path)
                defer { future.close() }
                try future.sendRequest(ControlRequest(id: 1, .hello(role: .app, appID: nil, protocolVersion: 99)))
                return future.readUntilClosed()
            }
            #expect(outcome.closed)
            #expect(outcome.frames.first?.response?.result.error?.code == .unsupportedVersion)

            // A well-formed request of a kind this host does not know: refused, connection kept.
            let answers = try await offPool {
                let newer = try RawConnection(path)
                defer { newer.close() }
                try newer.sendRequest(helloRequest)
                let hello = try newer.readFrame()
                try newer.sendFrame(json: #"{"id": 2, "message": {"teleport": {"to": "mars"}}}"#)
                let unknown = try newer.readFrame()
                try newer.sendRequest(ControlRequest(id: 3, .reloadAllTimelines))
                return [hello, unknown, try newer.readFrame()]
            }
            #expect(answers[0].response == ControlResponse(id: 1, .ok))
            #expect(answers[1].response?.id == 2)
            #expect(answers[1].response?.result.error?.code == .unsupportedRequest)
            #expect(answers[2].response == ControlResponse(id: 3, .ok))

            // Still serving.
            let client = try await connect(path, role: .cli)
            #expect(try await client.request(.reloadAllTimelines) == .ok)
            client.close()
        }
    }

    @Test func helloTimeoutDisconnectsSilentClients() async throws {
        var options = ControlServer.Options()
        options.helloTimeout = 0.2
        try await withServer(options: options) { _, path async throws in
            let outcome = try await offPool {
                let silent = try RawConnection(path)
                defer { silent.close() }
                return silent.readUntilClosed(timeout: 5)
            }
            #expect(outcome.closed)
            #expect(outcome.frames.first?.response?.result.error?.code == .helloRequired)
        }
    }

    @Test func aFrameBegunMustBeFinishedInTime() async throws {
        var options = ControlServer.Options()
        options.frameTimeout = 0.3
        try await withServer(options: options) { _, path async throws in
            let outcome = try await offPool {
                let trickle = try RawConnection(path)
                defer { trickle.close() }
                try trickle.sendRequest(helloRequest)
                _ = try trickle.readFrame()
                // Idle between frames is allowed (an app waiting for taps)…
                Thread.sleep(forTimeInterval: 0.5)
                // …but half a length header, then nothing, is not.
                try trickle.send(Data([0, 0]))
                return trickle.readUntilClosed(timeout: 5)
            }
            #expect(outcome.closed)
            #expect(outcome.frames.first?.response?.result.error?.message.contains("not completed") == true)
        }
    }

    @Test func onePeerGetsItsShareOfTheConnections() async throws {
        var options = ControlServer.Options()
        options.maximumConnectionsPerPeer = 2
        options.maximumConnections = 10
        try await withServer(options: options) { _, path async throws in
            let first = try await connect(path), second = try await connect(path)
            await #expect {
                try await connect(path)
            } throws: { error in
                guard case ControlClient.Failure.refused(let refusal) = error else { return false }
                return refusal.code == .tooManyConnections && refusal.message.contains("limit per peer")
            }
            first.close()
            second.close()
        }
    }

    @Test func otherUsersAndRefusedHellosAreTurnedAway() async throws {
        var options = ControlServer.Options()
        options.allowedUserIDs = [geteuid() &+ 4242]
        let log = RequestLog()
        try await withServer(options: options, log: log) { _, path async throws in
            await #expect {
                try await connect(path)
            } throws: { error in
                guard case ControlClient.Failure.refused(let refusal) = error else { return false }
                return refusal.code == .permissionDenied
            }
        }
        #expect(log.all.isEmpty)

        try await withServer(handler: { request, _ in
            if case .hello(_, let appID, _) = request.message, appID != "com.example.known" {
                return .error(ControlError(.unknownApp, "no installed app runs this executable"))
            }
            return .ok
        }) { _, path async throws in
            await #expect(throws: ControlError(.unknownApp, "no installed app runs this executable")) {
                try await connect(path, appID: "com.example.stranger")
            }
            let known = try await connect(path, appID: "com.example.known")
            #expect(try await known.request(.reloadAllTimelines) == .ok)
            known.close()
        }
    }

    @Test func connectionsBeyondTheLimitAreRefused() async throws {
        var options = ControlServer.Options()
        options.maximumConnections = 1
        try await withServer(options: options) { _, path async throws in
            let first = try await connect(path)
            await #expect {
                try await connect(path)
            } throws: { error in
                guard case ControlClient.Failure.refused(let refusal) = error else { return false }
                return refusal.code == .tooManyConnections
            }
            first.close()
            // The slot frees once the first connection is gone.
            let deadline = Date().addingTimeInterval(5)
            var second: ControlClient?
            while second == nil, Date() < deadline {
                second = try? await connect(path)
                if second == nil { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(try await #require(second).request(.reloadAllTimelines) == .ok)
            second?.close()
        }
    }

    @Test func eventsArePushedToTheRegisteredConnection() async throws {
        let registered = PeerBox()
        try await withServer(handler: { request, peer in
            if request.message == .registerURLHandler { registered.set(peer) }
            return .ok
        }) { server, path async throws in
            let received = RequestLogOfEvents()
            let client = try await connect(path, onEvent: { received.append($0) })
            defer { client.close() }
            #expect(try await client.request(.registerURLHandler) == .ok)
            let peer = try #require(registered.peer)
            #expect(server.peers.map(\.connectionID) == [peer.connectionID])
            #expect(peer.push(.openURL(url: "mygame://character/panda")))
            #expect(peer.push(.userActivity(kind: "com.mygame.character-detail", family: "systemSmall")))
            #expect(await received.wait(count: 2))
            #expect(
                received.all == [
                    .openURL(url: "mygame://character/panda"),
                    .userActivity(kind: "com.mygame.character-detail", family: "systemSmall"),
                ])
            // Answers still reach the right requests with events in between.
            #expect(try await client.request(.reloadAllTimelines) == .ok)
        }
    }

    @Test func stopClosesConnectionsAndRemovesTheSocket() async throws {
        let closed = Locked<[UInt64]>([])
        let (server, path) = try startServer(onDisconnect: { peer in closed.withLock { $0.append(peer.connectionID) } })
        let disconnected = RequestLogOfEvents()
        let client = try await connect(path, onDisconnect: { _ in disconnected.append(.openURL(url: "gone")) })
        #expect(try await client.request(.reloadAllTimelines) == .ok)
        let peer = try #require(server.peers.first)
        await server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(await disconnected.wait(count: 1))
        #expect(!client.isConnected)
        #expect(!peer.isConnected)
        #expect(closed.withLock { $0 } == [peer.connectionID])
        await #expect(throws: (any Error).self) { try await client.request(.reloadAllTimelines, timeout: 1) }
        await #expect(throws: (any Error).self) { try await connect(path) }
    }

    @Test func staleSocketIsReplacedButALiveHostIsNot() async throws {
        let directory = makeTemporaryDirectory()
        let path = directory.appendingPathComponent("control.sock").path
        // A socket file nobody listens on, as a crashed host leaves behind.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        close(stale)
        #expect(FileManager.default.fileExists(atPath: path))

        let first = ControlServer(socketPath: path) { _, _ in .ok }
        try first.start()
        let second = ControlServer(socketPath: path) { _, _ in .ok }
        #expect(throws: (any Error).self) { try second.start() }
        // The first server still owns the socket.
        let client = try await connect(path, role: .cli)
        #expect(try await client.request(.reloadAllTimelines) == .ok)
        client.close()
        await first.stop()

        // A regular file is never taken for a stale socket.
        let file = directory.appendingPathComponent("not-a-socket").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("keep me".utf8))
        #expect(throws: (any Error).self) { try ControlServer(socketPath: file) { _, _ in .ok }.start() }
        #expect(FileManager.default.contents(atPath: file) == Data("keep me".utf8))
    }

    @Test func messagesHaveAStableWireFormat() throws {
        let request = ControlRequest(id: 3, .reloadTimelines(kind: "com.mygame.character-detail"))
        let body = try FrameCodec.encode(request).dropFirst(4)
        #expect(String(decoding: body, as: UTF8.self) == #"{"id":3,"message":{"reloadTimelines":{"kind":"com.mygame.character-detail"}}}"#)
        let state = ControlRequest(id: 4, .appState(foreground: true, audioSession: false, navigationSession: false))
        #expect(
            String(decoding: try FrameCodec.encode(state).dropFirst(4), as: UTF8.self)
                == #"{"id":4,"message":{"appState":{"audioSession":false,"foreground":true,"navigationSession":false}}}"#)
        let widgets = ControlServerFrame(response: ControlResponse(id: 5, .widgets([ConfiguredWidget(kind: "k", family: "systemSmall")])))
        #expect(
            String(decoding: try FrameCodec.encode(widgets).dropFirst(4), as: UTF8.self)
                == #"{"response":{"id":5,"result":{"widgets":{"_0":[{"family":"systemSmall","kind":"k"}]}}}}"#)
        let refusal = ControlServerFrame(response: ControlResponse(id: 6, .error(ControlError(.unknownKind, "no"))))
        #expect(
            String(decoding: try FrameCodec.encode(refusal).dropFirst(4), as: UTF8.self)
                == #"{"response":{"id":6,"result":{"error":{"_0":{"code":"unknownKind","message":"no"}}}}}"#)
        let event = ControlServerFrame(event: .openURL(url: "mygame://x"))
        #expect(String(decoding: try FrameCodec.encode(event).dropFirst(4), as: UTF8.self) == #"{"event":{"openURL":{"url":"mygame:\/\/x"}}}"#)
        let value = ControlValue.object(["a": .array([.number(1), .bool(true), .null, .string("s")])])
        #expect(try FrameCodec.decode(ControlValue.self, from: JSONEncoder().encode(value)) == value)
    }

    @Test func socketLocationFollowsTheEnvironment() {
        #expect(
            HostSocketLocation.resolve(environment: ["VITRINE_CONTROL_SOCKET": "/x/c.sock", "XDG_RUNTIME_DIR": "/run/user/7"], userID: 7)
                == HostSocketLocation(path: "/x/c.sock", source: .environment))
        #expect(
            HostSocketLocation.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/7"], userID: 7)
                == HostSocketLocation(path: "/run/user/7/vitrine/control.sock", source: .runtimeDirectory))
        #expect(
            HostSocketLocation.resolve(environment: ["TMPDIR": "/var/tmp/"], userID: 7)
                == HostSocketLocation(path: "/var/tmp/vitrine-7/control.sock", source: .temporaryDirectory))
        #expect(HostSocketLocation.resolve(environment: [:], userID: 7).path == "/tmp/vitrine-7/control.sock")
        // The extension serve-mode variable is a different socket.
        #expect(HostSocketLocation.resolve(environment: ["VITRINE_HOST_SOCKET": "/x/ext.sock"], userID: 7).source == .temporaryDirectory)
    }

    @Test func socketDirectoryIsMadePrivate() throws {
        let base = makeTemporaryDirectory()
        let location = HostSocketLocation(path: base.appendingPathComponent("a/b/control.sock").path, source: .runtimeDirectory)
        try location.prepareDirectory()
        var info = stat()
        #expect(stat(location.directory, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)

        // A shared-/tmp directory made group-writable is made private again.
        let shared = HostSocketLocation(path: base.appendingPathComponent("vitrine-x/control.sock").path, source: .temporaryDirectory)
        try FileManager.default.createDirectory(atPath: shared.directory, withIntermediateDirectories: false)
        chmod(shared.directory, 0o777)
        try shared.prepareDirectory()
        #expect(stat(shared.directory, &info) == 0 && info.st_mode & 0o777 == 0o700)
        // One planted by another user is refused (only root can plant one in a test).
        if geteuid() == 0, chown(shared.directory, 4242, 4242) == 0 {
            #expect(throws: (any Error).self) { try shared.prepareDirectory() }
        }
    }
}

let helloRequest = ControlRequest(id: 1, .hello(role: .app, appID: "com.example.test", protocolVersion: ControlProtocol.version))
