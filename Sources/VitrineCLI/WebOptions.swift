import ArgumentParser
import Foundation
import VitrineHost
import VitrineWeb

/// `vitrine serve`'s web home screen options. Loopback by default; another address requires
/// an access token (generated unless given), printed in the URL to open.
struct WebOptions: ParsableArguments {
    @Flag(help: "Do not serve the web home screen.") var noWeb = false
    @Option(help: "Address to serve the home screen on (default 127.0.0.1; anything else requires a token).") var webHost = "127.0.0.1"
    @Option(help: "Port of the home screen (default: 8470, or the next free one up to 8479; 0: any free port).") var webPort: Int?
    @Option(help: "Access token for a non-loopback address (default: generated; or $VITRINE_WEB_TOKEN).") var webToken: String?

    static let defaultPort = 8470

    func start(daemon: HostDaemon) async throws -> WebServer? {
        guard !noWeb else { return nil }
        let token = webToken ?? ProcessInfo.processInfo.environment["VITRINE_WEB_TOKEN"]
        // An explicit port must be had; the default moves up to the next free one (a second host, a test).
        let ports = webPort.map { [$0] } ?? Array(Self.defaultPort...(Self.defaultPort + 9))
        var lastError: (any Error)?
        for port in ports {
            let server = try WebServer(configuration: WebConfiguration(host: webHost, port: port, accessToken: token), daemon: daemon)
            do {
                try await server.start()
                return server
            } catch {
                lastError = error
            }
        }
        throw ValidationError("the home screen could not be served: \(lastError.map { "\($0)" } ?? "no port") (use --web-port, or --no-web)")
    }
}
