import ArgumentParser
import Foundation
import HostProtocol
import VitrineHost
import VitrineStore
import WidgetArchive
import WidgetScheduler

/// Where the host's state is: every command that works on it takes these.
struct HostOptions: ParsableArguments {
    @Option(help: "Vitrine's data directory (default: $VITRINE_HOME, else $XDG_DATA_HOME/vitrine, else ~/.local/share/vitrine).")
    var home: String?

    func location() throws -> StoreLocation { try StoreLocation.resolve(home: home) }

    /// The control socket: `$VITRINE_CONTROL_SOCKET`, else inside an explicitly chosen data
    /// directory (so two homes never share a socket), else the per-user default.
    func socketPath() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment[ControlProtocol.socketEnvironmentKey], !explicit.isEmpty { return explicit }
        if home != nil || environment["VITRINE_HOME"] != nil {
            return try location().directory.appendingPathComponent("control.sock").path
        }
        return HostSocketLocation.resolve().path
    }

    /// The daemon's configuration: the store here, the widgets' environment and the budget
    /// policy as given (commands that neither render nor schedule use the defaults).
    func configuration(_ display: DisplayOptions? = nil, _ policy: PolicyOptions? = nil) throws -> HostConfiguration {
        // nil: the defaults (ParsableArguments cannot be made with default values by hand).
        let preset = display?.device.flatMap(WidgetDevice.preset(named:)) ?? .default
        return HostConfiguration(
            location: try location(), device: preset, scale: display?.scale,
            colorScheme: display.flatMap { ArchiveEnvironment.ColorScheme(rawValue: $0.colorScheme) } ?? .light,
            locale: display?.locale ?? "en_US", timeZone: display?.timeZone ?? "UTC",
            policy: policy?.policy ?? .widgetKit, controlSocketPath: try socketPath())
    }

    func openStore() throws -> VitrineStore {
        let location = try location()
        // Everything this process writes in the home (store, images, credentials, containers)
        // is the user's alone: another user of the machine reads nothing from disk.
        umask(0o077)
        try FileManager.default.createDirectory(
            at: location.directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        return try VitrineStore(location: location)
    }

    /// A daemon on this process, for commands that change state while no host runs (or
    /// before telling the running one to re-read the store).
    func openDaemon(_ display: DisplayOptions? = nil, _ policy: PolicyOptions? = nil) throws -> HostDaemon {
        HostDaemon(configuration: try configuration(display, policy), store: try openStore())
    }

    /// Sends a host command to a running `vitrine serve`, with the host's credential from its
    /// home; nil when none answers, the host's refusal (a wrong credential) as an error result.
    func runningHost(_ command: HostCommand) -> ControlResult? {
        guard let path = try? socketPath(), FileManager.default.fileExists(atPath: path) else { return nil }
        let credential = (try? location()).flatMap { HostCredential.read(from: $0.directory) }
        let client: ControlClient
        do {
            client = try ControlClient.connect(to: path, role: .cli, credential: credential, timeout: 2)
        } catch let refusal as ControlError {
            return .error(refusal)
        } catch ControlClient.Failure.refused(let refusal) {
            // A host that answers but refuses (busy, shutting down) is not "no host".
            return .error(refusal)
        } catch ControlClient.Failure.timeout {
            return .error(ControlError(.tooManyConnections, "the host at \(path) is running but did not answer within 2 s (busy)"))
        } catch {
            return nil
        }
        defer { client.close() }
        return try? client.requestAndWait(.host(command), timeout: 30)
    }

    /// Tells a running host to re-read the store after this process changed it.
    func notifyRunningHost() {
        if let result = runningHost(.sync), let error = result.error {
            FileHandle.standardError.write(Data("warning: the running host did not re-read the store: \(error)\n".utf8))
        }
    }
}

/// The widgets' environment, for the commands that size or render widgets (`serve`,
/// `widgets add`).
struct DisplayOptions: ParsableArguments {
    @Option(help: "Device preset for widget sizes and the families offered (see `vitrine devices`).")
    var device: String?

    @Option(help: "Device pixels per point (default: the device's).")
    var scale: Double?

    @Option(help: "light or dark.")
    var colorScheme: String = "light"

    @Option(help: "Locale of the widgets' environment.")
    var locale: String = "en_US"

    @Option(help: "Time zone of the widgets' environment.")
    var timeZone: String = "UTC"

    func validate() throws {
        if let device, WidgetDevice.preset(named: device) == nil { throw ValidationError("unknown device \"\(device)\" (see `vitrine devices`)") }
        guard ArchiveEnvironment.ColorScheme(rawValue: colorScheme) != nil else { throw ValidationError("--color-scheme is light or dark") }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
    }
}

/// The reload policy, for the commands that schedule reloads (`serve`, and `widgets add`,
/// whose first reload runs in its own process when no host is running).
struct PolicyOptions: ParsableArguments {
    @Option(help: "Counted reloads per widget in the rolling 24 h window (default: \(SchedulerPolicy.widgetKit.dailyBudget), within WidgetKit's 40–70).")
    var dailyBudget: Int?

    @Option(help: "Seconds between two reloads of one widget (default: \(Int(SchedulerPolicy.widgetKit.minimumReloadInterval))).")
    var minimumReloadInterval: Double?

    @Option(help: "Seconds over which reload requests are batched (default: \(Int(SchedulerPolicy.widgetKit.coalescingInterval))).")
    var coalescingInterval: Double?

    func validate() throws {
        if let minimumReloadInterval, minimumReloadInterval < 0 { throw ValidationError("--minimum-reload-interval must not be negative") }
        if let coalescingInterval, coalescingInterval < 0 { throw ValidationError("--coalescing-interval must not be negative") }
        if let dailyBudget, dailyBudget < 1 { throw ValidationError("--daily-budget must be at least 1") }
    }

    var policy: SchedulerPolicy {
        var policy = SchedulerPolicy.widgetKit
        if let dailyBudget { policy.dailyBudget = dailyBudget }
        if let minimumReloadInterval { policy.minimumReloadInterval = minimumReloadInterval }
        if let coalescingInterval { policy.coalescingInterval = coalescingInterval }
        return policy
    }
}
