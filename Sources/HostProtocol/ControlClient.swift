import Dispatch
import Foundation
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A client's end of the control socket (WidgetKit's apps, the CLI, tests). `connect` sends
/// `hello` and waits for the host's answer; afterwards requests may be sent from any thread,
/// each answered through its own completion, and pushed `HostEvent`s go to `onEvent` on the
/// client's reader thread (never block there: in particular, no blocking `request` calls).
public final class ControlClient: Sendable {
    /// Why a request or the connection failed (answers of `.error` are results, not failures).
    public enum Failure: Error, Equatable, CustomStringConvertible, Sendable {
        /// No answer within the request's timeout.
        case timeout(TimeInterval)
        /// The host closed the connection (or it broke) before answering.
        case disconnected(String)
        /// The host's first frame was an error (e.g. refused uid, too many connections).
        case refused(ControlError)

        /// The failure as a sentence.
        public var description: String {
            switch self {
            case .timeout(let seconds): "the host did not answer within \(seconds) s"
            case .disconnected(let why): "the connection to the host closed: \(why)"
            case .refused(let error): "the host refused the connection: \(error)"
            }
        }
    }

    /// Receives a request's result, or the failure that kept it from arriving.
    public typealias Completion = @Sendable (Result<ControlResult, any Error>) -> Void

    /// The host's answer to `hello` (`.ok` or a value it chose to send).
    public let helloResult: ControlResult
    /// The socket this client connected to.
    public let socketPath: String

    private struct State {
        var fd: Int32
        var open = true
        var nextID = 1
        var pending: [Int: Completion] = [:]
        var closeReason: String?
    }
    private let state: Protected<State>
    private let onEvent: (@Sendable (HostEvent) -> Void)?
    private let onDisconnect: (@Sendable (String) -> Void)?

    /// Connects, says hello and waits up to `timeout` for the answer. Throws the socket error
    /// when nothing listens at `path`, `ControlError` when the host refuses the hello, or
    /// `Failure`. With `credential` (`HostCredential.read(from:)`) the connection then
    /// authenticates for host commands, and a refused credential is thrown.
    public static func connect(
        to path: String, role: ControlRole, appID: String? = nil, credential: String? = nil,
        timeout: TimeInterval = 5,
        onEvent: (@Sendable (HostEvent) -> Void)? = nil,
        onDisconnect: (@Sendable (String) -> Void)? = nil
    ) throws -> ControlClient {
        let fd = try SocketIO.connect(to: path)
        SocketIO.setSendTimeout(fd, seconds: max(timeout, 1))
        let hello = ControlRequest(id: 0, .hello(role: role, appID: appID, protocolVersion: ControlProtocol.version))
        let answer: ControlResponse
        var reader = FrameCodec.Reader(limit: ControlProtocol.maximumFrameBytes)
        do {
            do {
                try SocketIO.writeAll(fd, ControlTransport.frame(hello))
            } catch {
                // A host that refuses at once (uid, connection limit) may have closed before
                // the hello went out: its reason is still there to read.
                guard let body = try? SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(min(timeout, 1))),
                    let refusal = (try? FrameCodec.decode(ControlServerFrame.self, from: body))?.response?.result.error
                else { throw error }
                throw Failure.refused(refusal)
            }
            let body = try SocketIO.readFrame(fd, &reader, until: Date().addingTimeInterval(timeout))
            let frame = try FrameCodec.decode(ControlServerFrame.self, from: body)
            guard let response = frame.response else { throw Failure.disconnected("the host sent an event before answering hello") }
            answer = response
        } catch is SocketIO.Timeout {
            Glibc.close(fd)
            throw Failure.timeout(timeout)
        } catch is SocketIO.EndOfStream {
            Glibc.close(fd)
            throw Failure.disconnected("the host closed the connection without answering hello")
        } catch {
            Glibc.close(fd)
            throw error
        }
        if case .error(let error) = answer.result {
            Glibc.close(fd)
            // id -1: refused before the hello was read (uid, connection limit, shutdown).
            if answer.id == hello.id { throw error }
            throw Failure.refused(error)
        }
        let client = ControlClient(fd: fd, path: path, helloResult: answer.result, onEvent: onEvent, onDisconnect: onDisconnect)
        client.startReading(reader)
        if let credential {
            // Host commands need the host's credential on this connection.
            let result: ControlResult
            do {
                result = try client.requestAndWait(.authenticate(credential: credential), timeout: timeout)
            } catch {
                client.close()
                throw error
            }
            if case .error(let error) = result {
                client.close()
                throw error
            }
        }
        return client
    }

    private init(
        fd: Int32, path: String, helloResult: ControlResult,
        onEvent: (@Sendable (HostEvent) -> Void)?, onDisconnect: (@Sendable (String) -> Void)?
    ) {
        state = Protected(State(fd: fd))
        socketPath = path
        self.helloResult = helloResult
        self.onEvent = onEvent
        self.onDisconnect = onDisconnect
    }

    /// True until the connection closes (either side) or breaks.
    public var isConnected: Bool { state.withLock { $0.open && $0.closeReason == nil } }

    /// Sends `message`; `completion` runs once, with the host's result (`.error` included) or a
    /// transport failure, on the reader thread or a timer queue.
    public func send(_ message: ControlMessage, timeout: TimeInterval = 10, completion: @escaping Completion) {
        let outcome: Result<Int, any Error> = state.withLock { state in
            guard state.open, state.closeReason == nil else {
                return .failure(Failure.disconnected(state.closeReason ?? "closed"))
            }
            let id = state.nextID
            state.nextID += 1
            do {
                try SocketIO.writeAll(state.fd, ControlTransport.frame(ControlRequest(id: id, message)))
            } catch {
                return .failure(error)
            }
            state.pending[id] = completion
            return .success(id)
        }
        switch outcome {
        case .failure(let error):
            completion(.failure(error))
        case .success(let id):
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
                guard let expired = self?.state.withLock({ $0.pending.removeValue(forKey: id) }) else { return }
                expired(.failure(Failure.timeout(timeout)))
            }
        }
    }

    /// Blocks until the answer (not from `onEvent`, which runs on the thread that delivers it).
    public func requestAndWait(_ message: ControlMessage, timeout: TimeInterval = 10) throws -> ControlResult {
        let box = Protected<Result<ControlResult, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        send(message, timeout: timeout) { result in
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try box.withLock { $0! }.get()
    }

    /// The host's answer to `message`, or a `Failure` after `timeout` seconds or a disconnect.
    public func request(_ message: ControlMessage, timeout: TimeInterval = 10) async throws -> ControlResult {
        try await withCheckedThrowingContinuation { continuation in
            send(message, timeout: timeout) { continuation.resume(with: $0) }
        }
    }

    /// Waits until every request sent so far is answered (or failed), at most `timeout`; true
    /// when none is left. Lets a short-lived process hear refusals of fire-and-forget requests.
    public func drain(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while state.withLock({ !$0.pending.isEmpty }) {
            if Date() >= deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// Closes the connection; pending requests fail with `disconnected`.
    public func close() {
        state.withLock { state in
            if state.open, state.closeReason == nil {
                state.closeReason = "closed by the client"
                shutdown(state.fd, Int32(SHUT_RDWR))
            }
        }
    }

    deinit {
        // Only reached once the reader thread ended (it holds a reference until then).
        state.withLock { state in
            if state.open { Glibc.close(state.fd) }
        }
    }

    private func startReading(_ initial: FrameCodec.Reader) {
        let fd = state.withLock { $0.fd }
        Thread.detachNewThread { [self] in
            var reader = initial
            var reason = "the host closed the connection"
            while true {
                do {
                    let body = try SocketIO.readFrame(fd, &reader, until: .distantFuture)
                    let frame = try FrameCodec.decode(ControlServerFrame.self, from: body)
                    if let response = frame.response {
                        if response.id == -1, case .error(let error) = response.result {
                            reason = "the host ended the connection: \(error)"
                            continue
                        }
                        state.withLock { $0.pending.removeValue(forKey: response.id) }?(.success(response.result))
                    } else if let event = frame.event {
                        onEvent?(event)
                    }
                } catch is SocketIO.EndOfStream {
                    break
                } catch {
                    reason = "\(error)"
                    break
                }
            }
            let (pending, ownReason) = state.withLock { state in
                let pending = state.pending
                state.pending = [:]
                state.open = false
                Glibc.close(state.fd)
                return (pending, state.closeReason)
            }
            let why = ownReason ?? reason
            state.withLock { $0.closeReason = why }
            for completion in pending.values { completion(.failure(Failure.disconnected(why))) }
            if ownReason == nil { onDisconnect?(why) }
        }
    }
}
