import Foundation

/// Where and how the home screen is served. Every request must carry the access token (a
/// cookie set from `?token=`, or a bearer header), on loopback too: other users of the machine
/// can reach loopback. `requiresToken = false` (`--web-no-token`) is for single-user kiosks.
public struct WebConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal, or a name such as `localhost`.
    public var host: String
    /// 0 picks a free port (tests, benchmarks); `WebServer.port` tells which.
    public var port: Int
    /// A token chosen by the person (at least 16 characters); nil: the one kept in the host's
    /// home (`WebAccessToken`, created on first use).
    public var accessToken: String?
    /// False serves without a token (`--web-no-token`): anyone who can connect can use the home
    /// screen. Only allowed on loopback.
    public var requiresToken: Bool
    /// Where the kept token lives; nil: the host's home (the directory of the daemon's store).
    public var tokenDirectory: URL?
    /// Largest request body accepted (JSON commands are tiny).
    public var maximumBodyBytes: Int
    /// Extra `Host` values to accept (a reverse proxy's name); loopback names and the bound
    /// address are always accepted.
    public var allowedHosts: [String]

    /// Loopback on port 8470, a token required (the kept one unless `accessToken` is given) and a
    /// 16 KiB body limit unless told otherwise; `validated()` checks the result.
    public init(
        host: String = "127.0.0.1", port: Int = 8470, accessToken: String? = nil, requiresToken: Bool = true,
        tokenDirectory: URL? = nil, maximumBodyBytes: Int = 16 * 1024, allowedHosts: [String] = []
    ) {
        self.host = host
        self.port = port
        self.accessToken = accessToken
        self.requiresToken = requiresToken
        self.tokenDirectory = tokenDirectory
        self.maximumBodyBytes = maximumBodyBytes
        self.allowedHosts = allowedHosts
    }

    /// Whether `host` names this machine only (`localhost`, `::1` or any 127.x address): the
    /// only addresses that may be served without a token.
    public var isLoopback: Bool { ["127.0.0.1", "localhost", "::1"].contains(host) || host.hasPrefix("127.") }

    /// Checks the combination before anything is bound.
    public func validated() throws -> WebConfiguration {
        guard (0...65_535).contains(port) else { throw WebConfigurationError("port \(port) is not a TCP port") }
        if requiresToken {
            if let token = accessToken, token.count < 16 {
                throw WebConfigurationError("the access token must be at least 16 characters")
            }
        } else {
            guard isLoopback else {
                throw WebConfigurationError("--web-no-token is for loopback only; \(host) is reachable from other machines")
            }
            guard accessToken == nil else { throw WebConfigurationError("an access token was given, and --web-no-token") }
        }
        return self
    }

    /// The same configuration with the token it will use: the given one, else the kept one
    /// from `tokenDirectory ?? home` (written there when missing). Without a token required, unchanged.
    func resolvingToken(home: URL) throws -> WebConfiguration {
        guard requiresToken, accessToken == nil else { return self }
        var resolved = self
        resolved.accessToken = try WebAccessToken.loadOrCreate(in: tokenDirectory ?? home)
        return resolved
    }

    static func randomToken() -> String { WebAccessToken.generate() }
}

/// A configuration that cannot be served (a port outside 0…65535, a token shorter than 16 characters, no token off loopback).
public struct WebConfigurationError: Error, CustomStringConvertible {
    /// What is wrong, in one sentence for the command line.
    public var description: String
    init(_ description: String) { self.description = description }
}
