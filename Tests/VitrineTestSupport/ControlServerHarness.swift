import ControlSocket
import Foundation
import Glibc
import HostProtocol

/// A real `ControlServer` on a fresh socket, and what its tests record, for the control
/// protocol's own tests (HostProtocolTests) and WidgetKit's channel tests.

/// Requests a test server received, with the peer that sent each.
public final class RequestLog: Sendable {
    private let entries = Locked<[(request: ControlRequest, peer: ControlPeer)]>([])

    public init() {}

    public func append(_ request: ControlRequest, _ peer: ControlPeer) {
        entries.withLock { $0.append((request, peer)) }
    }

    public var all: [(request: ControlRequest, peer: ControlPeer)] { entries.withLock { $0 } }
    public var messages: [ControlMessage] { all.map(\.request.message) }

    /// Polls until `predicate` holds over the messages (requests arrive on other threads).
    public func wait(timeout: TimeInterval = 5, until predicate: ([ControlMessage]) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(messages) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return predicate(messages)
    }
}

/// A value shared with closures that run on other threads.
/// (A pthread mutex, so ThreadSanitizer sees it; see `Protected`.)
public final class Locked<Value: Sendable>: Sendable {
    private let protected: Protected<Value>
    public init(_ value: Value) { protected = Protected(value) }
    public func withLock<R>(_ body: (inout Value) -> R) -> R { protected.withLock { body(&$0) } }
    public var value: Value { protected.withLock { $0 } }
}

/// The peer a handler saw, kept for the test to look at.
public final class PeerBox: Sendable {
    private let value = Locked<ControlPeer?>(nil)
    public init() {}
    public func set(_ peer: ControlPeer) { value.withLock { $0 = peer } }
    public var peer: ControlPeer? { value.withLock { $0 } }
}

/// Events (or markers) received on another thread.
public final class RequestLogOfEvents: Sendable {
    private let events = Locked<[HostEvent]>([])
    public init() {}
    public func append(_ event: HostEvent) { events.withLock { $0.append(event) } }
    public var all: [HostEvent] { events.withLock { $0 } }
    /// Polls until at least `count` events arrived.
    public func wait(count: Int, timeout: TimeInterval = 5) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if all.count >= count { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return all.count >= count
    }
}

/// A private directory with a short path (socket paths are limited to 107 bytes).
public func makeTemporaryDirectory() -> URL {
    var template = Array("/tmp/vitrine-test-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    return URL(fileURLWithPath: path, isDirectory: true)
}

/// A started server on a fresh socket; the caller stops it.
public func startServer(
    options: ControlServer.Options = ControlServer.Options(), log: RequestLog = RequestLog(),
    handler: @escaping ControlServer.Handler = { _, _ in .ok },
    onDisconnect: (@Sendable (ControlPeer) -> Void)? = nil
) throws -> (ControlServer, String) {
    let path = makeTemporaryDirectory().appendingPathComponent("control.sock").path
    let server = ControlServer(
        socketPath: path, options: options,
        handler: { request, peer in
            log.append(request, peer)
            return await handler(request, peer)
        }, onDisconnect: onDisconnect)
    try server.start()
    return (server, path)
}

/// Runs `body` with a started server and stops it afterwards, without blocking the pool.
public func withServer<T: Sendable>(
    options: ControlServer.Options = ControlServer.Options(), log: RequestLog = RequestLog(),
    handler: @escaping ControlServer.Handler = { _, _ in .ok },
    onDisconnect: (@Sendable (ControlPeer) -> Void)? = nil,
    _ body: (ControlServer, String) async throws -> T
) async throws -> T {
    let (server, path) = try startServer(options: options, log: log, handler: handler, onDisconnect: onDisconnect)
    do {
        let result = try await body(server, path)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// A `ControlClient` connected (hello answered) off the cooperative pool.
public func connect(
    _ path: String, role: ControlRole = .app, appID: String? = nil,
    onEvent: (@Sendable (HostEvent) -> Void)? = nil,
    onDisconnect: (@Sendable (String) -> Void)? = nil
) async throws -> ControlClient {
    try await offPool { try ControlClient.connect(to: path, role: role, appID: appID, onEvent: onEvent, onDisconnect: onDisconnect) }
}
