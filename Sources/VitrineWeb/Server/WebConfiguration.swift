import Foundation

/// Where and how the home screen is served. Loopback by default; any other address needs an
/// access token, which every request must carry (cookie set from `?token=`, or a bearer header).
public struct WebConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal, or a name such as `localhost`.
    public var host: String
    /// 0 picks a free port (tests, benchmarks); `WebServer.port` tells which.
    public var port: Int
    /// Required when not bound to loopback; nil there means none is required.
    public var accessToken: String?
    /// Largest request body accepted (JSON commands are tiny).
    public var maximumBodyBytes: Int
    /// Extra `Host` values to accept (a reverse proxy's name); loopback names and the bound
    /// address are always accepted.
    public var allowedHosts: [String]

    /// Loopback on port 8470 with no token and a 16 KiB body limit unless told otherwise; `validated()` checks the result.
    public init(host: String = "127.0.0.1", port: Int = 8470, accessToken: String? = nil,
                maximumBodyBytes: Int = 16 * 1024, allowedHosts: [String] = []) {
        self.host = host
        self.port = port
        self.accessToken = accessToken
        self.maximumBodyBytes = maximumBodyBytes
        self.allowedHosts = allowedHosts
    }

    /// Whether `host` names this machine only (`localhost`, `::1` or any 127.x address), where no token is needed.
    public var isLoopback: Bool { ["127.0.0.1", "localhost", "::1"].contains(host) || host.hasPrefix("127.") }

    /// Checks the combination before anything is bound.
    public func validated() throws -> WebConfiguration {
        guard (0...65_535).contains(port) else { throw WebConfigurationError("port \(port) is not a TCP port") }
        var checked = self
        if !isLoopback {
            if let token = accessToken {
                guard token.count >= 16 else { throw WebConfigurationError("the access token must be at least 16 characters") }
            } else {
                checked.accessToken = Self.randomToken()
            }
        }
        return checked
    }

    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<24).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}

/// A configuration that cannot be served (a port outside 0…65535, a token shorter than 16 characters).
public struct WebConfigurationError: Error, CustomStringConvertible {
    /// What is wrong, in one sentence for the command line.
    public var description: String
    init(_ description: String) { self.description = description }
}
