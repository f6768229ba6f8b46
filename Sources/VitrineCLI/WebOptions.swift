import ArgumentParser
import Foundation
import VitrineHost
import VitrineWeb

/// `vitrine serve`'s web home screen options. Every request needs the access token (kept in
/// the host's home, printed in the URL to open) unless `--web-no-token` says this machine has
/// a single user; another address than loopback always needs it.
struct WebOptions: ParsableArguments {
    @Flag(help: "Do not serve the web home screen.") var noWeb = false
    @Option(help: "Address to serve the home screen on (default 127.0.0.1).") var webHost = "127.0.0.1"
    @Option(help: "Port of the home screen (default: 8470, or the next free one up to 8479; 0: any free port).") var webPort: Int?
    @Option(help: "Access token of the home screen, at least 16 characters (default: $VITRINE_WEB_TOKEN, else the one kept in the home's web-token file).")
    var webToken: String?
    @Flag(help: "Serve the home screen on loopback without a token: every user and process of this machine can then use it (single-user kiosks only).")
    var webNoToken = false

    static let defaultPort = 8470

    /// Refuses contradictory options before the host starts.
    func validate() throws {
        guard webNoToken else { return }
        if webToken != nil { throw ValidationError("--web-no-token and --web-token exclude each other") }
        if !WebConfiguration(host: webHost).isLoopback {
            throw ValidationError("--web-no-token is for loopback only; \(webHost) is reachable from other machines")
        }
    }

    func start(daemon: HostDaemon) async throws -> WebServer? {
        guard !noWeb else { return nil }
        let token = webNoToken ? nil : webToken ?? ProcessInfo.processInfo.environment["VITRINE_WEB_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        // An explicit port must be had; the default moves up to the next free one (a second host, a test).
        let ports = webPort.map { [$0] } ?? Array(Self.defaultPort...(Self.defaultPort + 9))
        var lastError: (any Error)?
        for port in ports {
            let configuration = WebConfiguration(host: webHost, port: port, accessToken: token, requiresToken: !webNoToken)
            let server: WebServer
            do {
                server = try WebServer(configuration: configuration, daemon: daemon)
            } catch {
                throw ValidationError("the home screen cannot be served: \(error)")
            }
            do {
                try await server.start()
                if webNoToken {
                    FileHandle.standardError.write(
                        Data(
                            ("warning: --web-no-token: the home screen at \(server.url ?? webHost) needs no token; "
                                + "every user and process on this machine can see and drive it (use this only on a single-user kiosk)\n").utf8))
                }
                return server
            } catch {
                lastError = error
            }
        }
        throw ValidationError("the home screen could not be served: \(lastError.map { "\($0)" } ?? "no port") (use --web-port, or --no-web)")
    }
}
