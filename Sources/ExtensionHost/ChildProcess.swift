import ExtensionProtocol
import Foundation
import WireTransport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One extension process: its pid, the connected socket, and the stderr capture. All of its
/// blocking work (launch, requests, ending it) runs on a plain thread, never on the
/// concurrency pool; the host uses it from one thread at a time. `lock` guards reaping,
/// which `isRunning` may also do from the actor.
final class ChildProcess: @unchecked Sendable {
    enum Termination: Equatable { case exited(Int32), signaled(Int32), unknown }

    /// Why a launch or a request failed; `fail` turns it into the error, after the process
    /// is gone and its descriptors are closed.
    enum Failure {
        case launch(String)
        /// The connection closed or could not be written: report how the process ended.
        case ended
        case timedOut(method: String, seconds: Double)
        case memory(resident: Int, limit: Int)
        case violation(String)
    }

    struct LaunchResult: Sendable {
        var child: Result<ChildProcess, ExtensionHostError>
        var processID: Int32?
        var directory: String?
    }

    let pid: pid_t
    private var socket: Int32 = -1
    private var reader = FrameCodec.Reader()
    /// Bytes handed to `reader` and not yet returned as frames.
    private var pendingBytes = 0
    private let stderr: StderrCapture
    private(set) var limitBytes: Int?
    private(set) var baselineBytes = 0
    /// What requests are written in: the preferred encoding if the extension's Hello offered it.
    private(set) var encoding: FrameCodec.Encoding = .json
    /// What the extension's Hello said it can do beyond version 1 (`ExtensionCapability`).
    private(set) var capabilities: Set<String> = []

    /// The sandboxed extension's own HOME and TMPDIR, removed with the process.
    private var scratchDirectory: String?

    private let lock = NSLock()
    private var termination: Termination?
    private var cleanedUp = false

    private init(pid: pid_t, stderrFD: Int32, logLimits: ExtensionLogLimits) {
        self.pid = pid
        self.stderr = StderrCapture(fd: stderrFD, logLimits: logLimits)
    }

    deinit {
        // The host always ends a child it drops; this is the last line of defence.
        stop(gracefully: false)
    }

    // MARK: Launch

    static func launch(executable: URL, configuration: ExtensionHostConfiguration) -> LaunchResult {
        let path = executable.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return LaunchResult(child: .failure(.launchFailed("\(path) does not exist")))
        }
        guard !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
            return LaunchResult(child: .failure(.launchFailed("\(path) is not an executable file")))
        }
        let directory: String
        do {
            directory = try makeSocketDirectory()
        } catch {
            return LaunchResult(child: .failure(.launchFailed("cannot create a directory for the host socket: \(error)")))
        }
        let socketPath = directory + "/host.sock"
        func removeDirectory() {
            unlink(socketPath)
            rmdir(directory)
        }
        let listener: Int32
        do {
            listener = try SocketIO.listen(at: socketPath)
        } catch {
            removeDirectory()
            return LaunchResult(child: .failure(.launchFailed("cannot listen on \(socketPath): \(error)")), directory: directory)
        }
        var pipeFDs: [Int32] = [-1, -1]
        guard Spawn.closeOnExecPipe(&pipeFDs) else {
            let why = String(cString: strerror(errno))
            close(listener)
            removeDirectory()
            return LaunchResult(child: .failure(.launchFailed("cannot create the stderr pipe: \(why)")), directory: directory)
        }
        func abandon(_ why: String, scratch: String? = nil) -> LaunchResult {
            close(pipeFDs[0])
            close(pipeFDs[1])
            close(listener)
            removeDirectory()
            if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
            return LaunchResult(child: .failure(.launchFailed(why)), directory: directory)
        }

        let spawned: Result<pid_t, Spawn.Failure>
        var scratch: String?
        if configuration.sandbox.isEnabled {
            _ = ExtensionSandbox.warnOnce
            let own: String
            do {
                own = try makePrivateDirectory(prefix: "vitrine-extension")
            } catch {
                return abandon("cannot create the extension's temporary directory: \(error)")
            }
            scratch = own
            let host = ProcessInfo.processInfo.environment
            var environment = SandboxPolicy.environment(host: host, configuration: configuration, scratch: own)
            environment[ExtensionProtocol.socketEnvironmentKey] = socketPath
            let readable = SandboxPolicy.readablePaths(executable: path, sandbox: configuration.sandbox, host: host)
            let writable = SandboxPolicy.writablePaths(configuration: configuration, scratch: own)
            switch SandboxPolicy.ruleset(readable: readable, writable: writable) {
            case .failure(.create(let code)):
                return abandon("cannot create a Landlock ruleset: \(String(cString: strerror(code)))", scratch: own)
            case .failure(.allow(let rulePath, let code)):
                return abandon("cannot add a Landlock rule for \(rulePath): \(String(cString: strerror(code)))", scratch: own)
            case .success(let ruleset):
                spawned = Spawn.runConfined(
                    path, arguments: [path], environment: environment, stderr: pipeFDs[1],
                    ruleset: ruleset, limits: SandboxPolicy.limits(configuration.sandbox.limits))
                if let ruleset { close(ruleset) }
            }
        } else {
            var environment = ProcessInfo.processInfo.environment
            // A crash's stderr tail should show the crashing thread, not register dumps (Swift's
            // backtracer prints registers and images last); an explicit setting wins.
            environment[ExtensionHost.backtraceEnvironmentKey] = environment[ExtensionHost.backtraceEnvironmentKey] ?? ExtensionHost.backtraceSettings
            // Private log values are shown only when the configuration asks, never because the
            // host's own shell happened to export the variable.
            environment[ExtensionProtocol.logPrivateEnvironmentKey] = nil
            environment.merge(configuration.environment) { $1 }
            environment[ExtensionProtocol.socketEnvironmentKey] = socketPath
            spawned = Spawn.run(path, arguments: [path], environment: environment, stderr: pipeFDs[1])
        }
        let pid: pid_t
        switch spawned {
        case .success(let p):
            pid = p
            close(pipeFDs[1])
        case .failure(let failure):
            let why = String(cString: strerror(failure.code))
            return abandon(failure.stage.map { "cannot confine \(path) (\($0)): \(why)" } ?? "cannot execute \(path): \(why)", scratch: scratch)
        }
        let child = ChildProcess(pid: pid, stderrFD: pipeFDs[0], logLimits: configuration.logLimits)
        child.scratchDirectory = scratch
        func failed(_ failure: Failure) -> LaunchResult {
            LaunchResult(child: .failure(child.fail(failure)), processID: pid, directory: directory)
        }

        // Wait for the connection, noticing a child that dies first.
        let timeout = max(0, configuration.launchTimeout)
        let deadline = Date(timeIntervalSinceNow: timeout)
        var connection: Int32?
        while connection == nil {
            if child.reapIfExited() != nil {
                close(listener)
                removeDirectory()
                return failed(.ended)
            }
            if Date() >= deadline {
                close(listener)
                removeDirectory()
                return failed(.launch("\(executable.lastPathComponent) did not connect to the host socket within \(ExtensionHostError.seconds(timeout)) s"))
            }
            connection = SocketIO.accept(listener, until: min(deadline, Date(timeIntervalSinceNow: 0.05)))
        }
        // One connection is all there will be: nothing else may reach this process's socket.
        close(listener)
        removeDirectory()
        child.socket = connection!

        switch child.waitForFrame(until: deadline, watchMemory: false) {
        case .frame(let body):
            guard let hello = try? FrameCodec.decode(Hello.self, from: body) else {
                return failed(.violation("its first message is not a Hello"))
            }
            guard hello.protocolVersion == ExtensionProtocol.version else {
                return failed(.violation("it speaks protocol version \(hello.protocolVersion), this host speaks version \(ExtensionProtocol.version)"))
            }
            let offered = hello.frameEncodings ?? []
            child.encoding = offered.contains(configuration.preferredEncoding.rawValue) ? configuration.preferredEncoding : .json
            child.capabilities = Set(hello.capabilities ?? [])
        case .ended:
            return failed(.ended)
        case .timeout:
            let partial = child.pendingBytes > 0 ? " (only \(child.pendingBytes) bytes of a frame arrived)" : ""
            return failed(.launch("\(executable.lastPathComponent) connected but sent no Hello within \(ExtensionHostError.seconds(timeout)) s\(partial)"))
        case .violation(let why):
            return failed(.violation(why))
        case .memory(let resident):
            return failed(.memory(resident: resident, limit: child.limitBytes ?? 0))
        }
        child.baselineBytes = ProcFS.residentBytes(of: pid) ?? 0
        child.limitBytes = configuration.memoryLimit.limit(baseline: child.baselineBytes)
        return LaunchResult(child: .success(child), processID: pid, directory: directory)
    }

    struct DirectoryFailure: Error, CustomStringConvertible { let description: String }

    /// A fresh directory of our own (mode 0700) for the socket, short enough for sun_path.
    private static func makeSocketDirectory() throws -> String {
        try makePrivateDirectory(prefix: "vitrine-host")
    }

    /// A fresh directory (mode 0700) in the host's temporary directory, or /tmp when that
    /// path is too long for a socket in it.
    private static func makePrivateDirectory(prefix: String) throws -> String {
        var base = FileManager.default.temporaryDirectory.path
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if base.utf8.count > 70 { base = "/tmp" }
        var template = Array((base + "/\(prefix).XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw DirectoryFailure(description: "mkdtemp in \(base): \(String(cString: strerror(errno)))")
        }
        let path = String(cString: made)
        chmod(path, 0o700)
        return path
    }

    // MARK: Requests

    /// The log lines the extension wrote since the last call (see `StderrCapture.takeLog`).
    func takeLog() -> ExtensionLogBatch { stderr.takeLog() }

    /// Sends one request and waits for its answer. Any failure ends the process first.
    func exchange(_ request: ExtensionRequest, waitingUpTo seconds: Double) -> Result<ExtensionResponse, ExtensionHostError> {
        let method = request.method.rawValue
        if let unsolicited = checkNothingPending() {
            return .failure(fail(unsolicited))
        }
        let frame: Data
        do {
            frame = try FrameCodec.encode(request, as: encoding)
        } catch {
            return .failure(fail(.violation("the \(method) request cannot be encoded: \(error)")))
        }
        do {
            try SocketIO.writeAll(socket, frame)
        } catch {
            return .failure(fail(.ended))
        }
        switch waitForFrame(until: Date(timeIntervalSinceNow: seconds), watchMemory: true) {
        case .frame(let body):
            let response: ExtensionResponse
            do {
                response = try FrameCodec.decode(ExtensionResponse.self, from: body)
            } catch {
                return .failure(fail(.violation("it answered \(method) with something that is not a response: \(error)")))
            }
            guard response.id == request.id else {
                let which = response.id < request.id && response.id > 0 ? "answered earlier request \(response.id) again" : "answered request \(response.id)"
                return .failure(fail(.violation("it \(which) while request \(request.id) (\(method)) was pending")))
            }
            if pendingBytes > 0 {
                return .failure(fail(.violation("it sent more than one frame in answer to request \(request.id) (\(method))")))
            }
            if response.error == nil {
                if request.method == .describe && response.widgets == nil {
                    return .failure(fail(.violation("its answer to describe has no widgets")))
                }
                let missing: String? =
                    switch request.method {
                    case .describe: nil
                    case .configurationOptions: response.options == nil ? "options" : nil
                    case .defaultConfiguration: response.configuration == nil ? "configuration" : nil
                    case .placeholder, .snapshot, .timeline: response.entries == nil ? "entries" : nil
                    case .performIntent: response.performed == nil ? "performed" : nil
                    }
                if let missing {
                    return .failure(fail(.violation("its answer to \(method) has no \(missing)")))
                }
            }
            return .success(response)
        case .ended:
            return .failure(fail(.ended))
        case .timeout:
            if pendingBytes > 0 {
                return .failure(
                    fail(
                        .violation(
                            "it sent \(pendingBytes) bytes of an incomplete frame in answer to \(method) and nothing more within \(ExtensionHostError.seconds(seconds)) s"
                        )))
            }
            return .failure(fail(.timedOut(method: method, seconds: seconds)))
        case .violation(let why):
            return .failure(fail(.violation(why)))
        case .memory(let resident):
            return .failure(fail(.memory(resident: resident, limit: limitBytes ?? 0)))
        }
    }

    /// Between requests the extension has nothing to say; bytes waiting now are a second
    /// answer to an earlier request, or garbage.
    private func checkNothingPending() -> Failure? {
        var p = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        if poll(&p, 1, 0) > 0 {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(socket, &chunk, chunk.count)
            if n == 0 { return .ended }
            if n > 0 { reader.append(Data(chunk[0..<n])); pendingBytes += n }
        }
        guard pendingBytes > 0 else { return nil }
        if let body = try? reader.next(), let response = try? FrameCodec.decode(ExtensionResponse.self, from: body) {
            return .violation("it sent a response nobody asked for (id \(response.id), a second answer to an earlier request?)")
        }
        return .violation("it sent \(pendingBytes) bytes nobody asked for between requests")
    }

    private enum Wait { case frame(Data), ended, timeout, violation(String), memory(Int) }

    /// Reads until a whole frame arrives, polling every 20 ms so the resident size is watched
    /// while the extension works.
    private func waitForFrame(until deadline: Date, watchMemory: Bool) -> Wait {
        var chunk = [UInt8](repeating: 0, count: 65536)
        // Resident size is read at most every 20 ms: reading /proc costs as much as a small
        // answer, and a limit is about memory held, not a spike between two looks.
        var memoryCheckedAt = DispatchTime.now().uptimeNanoseconds
        while true {
            do {
                if let body = try reader.next() {
                    pendingBytes -= body.count + 4
                    return .frame(body)
                }
            } catch {
                return .violation("\(error)")
            }
            if watchMemory, let limit = limitBytes, DispatchTime.now().uptimeNanoseconds - memoryCheckedAt >= 20_000_000 {
                memoryCheckedAt = DispatchTime.now().uptimeNanoseconds
                if let resident = ProcFS.residentBytes(of: pid), resident > limit { return .memory(resident) }
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .timeout }
            var p = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(max(1, min(remaining, 0.02) * 1000)))
            if ready == 0 { continue }
            if ready < 0 { if errno == EINTR { continue }; return .ended }
            let n = read(socket, &chunk, chunk.count)
            if n > 0 {
                reader.append(Data(chunk[0..<n]))
                pendingBytes += n
            } else if n == 0 {
                return .ended
            } else if errno != EINTR && errno != EAGAIN {
                return .ended
            }
        }
    }

    // MARK: Ending

    /// Ends the process after a failure and describes what happened, with its stderr tail.
    func fail(_ failure: Failure) -> ExtensionHostError {
        var closedButRunning = false
        if case .ended = failure {
            // It closed the connection: let it finish exiting, so its own status is reported.
            closedButRunning = !waitForExit(upTo: 2)
        }
        killAndReap()
        cleanUp()
        let tail = stderr.tail()
        switch failure {
        case .launch(let why):
            return .launchFailed(tail.isEmpty ? why : why + "\nLast lines of its stderr:\n" + tail)
        case .ended:
            if closedButRunning {
                return .protocolViolation("it closed the connection but did not exit", stderr: tail)
            }
            switch lock.withLock({ termination }) {
            case .exited(let status): return .crashed(exitStatus: status, signal: nil, stderr: tail)
            case .signaled(let signal): return .crashed(exitStatus: nil, signal: signal, stderr: tail)
            case .unknown, nil: return .crashed(exitStatus: nil, signal: nil, stderr: tail)
            }
        case .timedOut(let method, let seconds):
            return .timedOut(method: method, seconds: seconds, stderr: tail)
        case .memory(let resident, let limit):
            return .memoryLimitExceeded(residentBytes: resident, limitBytes: limit, stderr: tail)
        case .violation(let why):
            return .protocolViolation(why, stderr: tail)
        }
    }

    /// Ends the process: gracefully closes the socket and gives it a second to exit (a
    /// WidgetKit extension exits 0 when the host hangs up), then SIGKILL. Always reaps.
    func stop(gracefully: Bool) {
        if gracefully {
            closeSocket()
            _ = waitForExit(upTo: 1)
        }
        killAndReap()
        cleanUp()
    }

    /// Reaps the process if it has exited; its termination, nil while it runs.
    @discardableResult
    func reapIfExited() -> Termination? {
        lock.withLock {
            if let termination { return termination }
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                termination = Self.termination(status)
            } else if r < 0 && errno == ECHILD {
                termination = .unknown
            }
            return termination
        }
    }

    var hasExited: Bool { reapIfExited() != nil }

    private func waitForExit(upTo seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while reapIfExited() == nil {
            if Date() >= deadline { return false }
            usleep(5_000)
        }
        return true
    }

    private func killAndReap() {
        lock.withLock {
            guard termination == nil else { return }
            kill(-pid, SIGKILL)  // its process group: anything it started
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while true {
                let r = waitpid(pid, &status, 0)
                if r == pid { termination = Self.termination(status); return }
                if r < 0 && errno == EINTR { continue }
                termination = .unknown
                return
            }
        }
    }

    private func closeSocket() {
        if socket >= 0 {
            close(socket)
            socket = -1
        }
    }

    private func cleanUp() {
        let first = lock.withLock { () -> Bool in
            defer { cleanedUp = true }
            return !cleanedUp
        }
        guard first else { return }
        closeSocket()
        stderr.finish(waitingUpTo: 0.5)
        // The process group is dead: nothing can swap a link into the directory while it goes
        // (removeItem does not follow links anyway).
        if let scratchDirectory { try? FileManager.default.removeItem(atPath: scratchDirectory) }
    }

    private static func termination(_ status: Int32) -> Termination {
        let low = status & 0x7f
        if low == 0 { return .exited((status >> 8) & 0xff) }
        if low != 0x7f { return .signaled(low) }
        return .unknown
    }
}
