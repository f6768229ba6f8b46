import ArgumentParser
import ExtensionProtocol
import Foundation
import VitrineHost
import VitrineWeb

/// `vitrine serve`: the long-running host. It shows each widget's entries at their dates
/// (images rendered ahead of time), reloads timelines under the budget, answers apps'
/// WidgetCenter calls on the control socket, and records every decision.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the host: keep every widget current under WidgetKit's budget rules."
    )

    @OptionGroup var host: HostOptions
    @OptionGroup(title: "Widgets' environment") var display: DisplayOptions
    @OptionGroup(title: "Reload policy") var policy: PolicyOptions
    @Flag(help: "Print every flight record line as it happens.") var verbose = false
    @Flag(help: "Show private values in the extensions' log messages instead of <private> (development only: they reach the flight record).")
    var logPrivate = false
    @Option(help: "Stop after this many seconds (demos, kiosk tests); default: run until SIGINT/SIGTERM.") var stopAfter: Double?
    @OptionGroup(title: "Web home screen") var web: WebOptions
    @Option(
        help: ArgumentHelp(
            "Run on a clock that starts at this ISO 8601 date (or `now`) and can be moved forward (`vitrine system clock advance`, the page's +1 h).",
            valueName: "date"))
    var simulatedClock: String?

    func run() async throws {
        var configuration = try host.configuration(display, policy)
        // Only this flag turns it on: a VITRINE_LOG_PRIVATE in the shell is not passed on.
        if logPrivate { configuration.extensionLimits.environment[ExtensionProtocol.logPrivateEnvironmentKey] = "1" }
        let store = try host.openStore()
        let daemon = HostDaemon(configuration: configuration, store: store, clock: try clock())
        let socket = try host.socketPath()
        try await daemon.start()
        do {
            try await daemon.openControlSocket(at: socket)
        } catch {
            throw ValidationError("cannot open the control socket \(socket): \(error) (is another `vitrine serve` running?)")
        }
        let verbose = verbose
        _ = await daemon.observe { change in
            switch change {
            case .shown(let id, let entry, let image):
                print("\(Date().ISO8601Format()) #\(id) shows \(entry < 0 ? "its snapshot" : "entry \(entry)") → \(image.path)")
            case .flight(let event) where verbose || event.kind != .entryShown:
                print("\(event.text)")
            default:
                break
            }
            fflush(nil)
        }
        print("vitrine serve: store \(store.path)")
        // An app started by hand gets no App Group containers; `apps run` starts it as the host would.
        print(
            "control socket \(socket) (start an installed app with its App Groups: vitrine apps run APP-ID\(host.home.map { " --home \($0)" } ?? "") -- ARGS)")
        for instance in await daemon.knownInstances() {
            print("  #\(instance.id) \(instance.kind) \(instance.family): \(configuration.currentImage(of: instance.id).path)")
            print("      follow it: vitrine log \(instance.id) --follow\(host.home.map { " --home \($0)" } ?? "")")
        }
        let server = try await web.start(daemon: daemon)
        if let url = server?.url { print("home screen: \(url)") }
        print("status: vitrine status\(host.home.map { " --home \($0)" } ?? ""); stop with Ctrl-C")
        fflush(nil)

        let task = Task { await daemon.run() }
        if let stopAfter {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await Signals.waitForTermination() }
                group.addTask { try? await Task.sleep(nanoseconds: UInt64(max(stopAfter, 0) * 1_000_000_000)) }
                await group.next()
                group.cancelAll()
            }
        } else {
            await Signals.waitForTermination()
        }
        print("stopping")
        await server?.stop()
        task.cancel()
        await task.value
        await daemon.closeControlSocket()
    }
}

extension ServeCommand {
    func clock() throws -> any HostClock {
        guard let start = simulatedClock else { return WallClock() }
        if start == "now" { return AdjustableClock() }
        guard let date = try? Date(start, strategy: .iso8601) else {
            throw ValidationError("--simulated-clock takes an ISO 8601 date such as 2026-11-22T09:00:00Z, or `now`")
        }
        return AdjustableClock(start: date)
    }
}

/// SIGINT/SIGTERM as an async wait, so the host stops cleanly (sockets removed, extensions
/// ended). Cancelling the waiting task ends the wait too.
enum Signals {
    static func waitForTermination() async {
        let box = OnceBox()
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { box.resume() }
            source.resume()
            box.keep(source)
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { box.set($0) }
        } onCancel: {
            box.resume()
        }
    }

    /// Resumes its continuation once, whether the signal (or cancellation) comes before or
    /// after the continuation is set.
    final class OnceBox: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, Never>?
        private var done = false
        private var sources: [any DispatchSourceSignal] = []

        func keep(_ source: any DispatchSourceSignal) { lock.lock(); sources.append(source); lock.unlock() }

        func set(_ continuation: CheckedContinuation<Void, Never>) {
            lock.lock()
            if done { lock.unlock(); continuation.resume(); return }
            self.continuation = continuation
            lock.unlock()
        }

        func resume() {
            lock.lock()
            let c = continuation
            continuation = nil
            done = true
            lock.unlock()
            c?.resume()
        }
    }
}
