import Foundation

/// The app ↔ host protocol (docs/APPS.md): apps (through WidgetKit's `WidgetCenter` and
/// `VitrineApp`), widget extensions calling `WidgetCenter`, and the `vitrine` CLI talk to
/// `vitrine serve` over one Unix stream socket. Frames are WireTransport's, as the extension
/// protocol's are: a 4-byte big-endian length, then that many bytes of JSON.
///
/// A client sends `ControlRequest`s, the first of which must be `hello`; the host answers each
/// with one `ControlResponse` carrying the same `id`, in request order, and may push
/// `HostEvent`s at any time. Everything the host sends is wrapped in a `ControlServerFrame`.
public enum ControlProtocol {
    /// Bumped on incompatible changes; the host refuses a `hello` with another version, saying
    /// which it speaks. 2: host commands are typed (`HostCommand`), tap and link answers too.
    public static let version = 2
    /// Overrides where the control socket is (`HostSocketLocation`). Not `VITRINE_HOST_SOCKET`,
    /// which tells a widget extension to serve the extension protocol.
    public static let socketEnvironmentKey = "VITRINE_CONTROL_SOCKET"
    /// Set by the host when it launches an app: the app id its `hello` claims. The host still
    /// checks the claim against the peer's executable.
    public static let appIDEnvironmentKey = "VITRINE_APP_ID"
    /// Control messages are small; a frame announcing more than this ends the connection.
    public static let maximumFrameBytes = 4 * 1024 * 1024
}

/// Who is on the other end of a control connection.
public enum ControlRole: String, Codable, Sendable, Hashable {
    /// An app (WidgetCenter, app state, URL delivery).
    case app
    /// A widget extension process calling `WidgetCenter` (iOS allows it).
    case widgetExtension = "extension"
    /// The `vitrine` command line.
    case cli
}

/// One request; `id` is chosen by the client and echoed in the response.
public struct ControlRequest: Codable, Sendable, Hashable {
    /// Chosen by the client; the response carries it back.
    public var id: Int
    /// What the client asks.
    public var message: ControlMessage

    /// A request with the client's `id`.
    public init(id: Int, _ message: ControlMessage) {
        self.id = id
        self.message = message
    }
}

/// What a client asks. Encoded as `{"<case>": {<labelled values>}}`, e.g.
/// `{"reloadTimelines": {"kind": "com.mygame.character-detail"}}`, `{"reloadAllTimelines": {}}`.
public enum ControlMessage: Codable, Sendable, Hashable {
    /// First message on every connection. `appID` is a claim (from `VITRINE_APP_ID`); the host
    /// identifies the app from the peer's executable and may refuse the connection.
    case hello(role: ControlRole, appID: String?, protocolVersion: Int)
    /// `WidgetCenter.reloadTimelines(ofKind:)`: a request, which the host's budget may defer.
    case reloadTimelines(kind: String)
    /// `WidgetCenter.reloadAllTimelines()`.
    case reloadAllTimelines
    /// `WidgetCenter.getCurrentConfigurations(_:)`: answered with `.widgets`, the caller's only.
    case currentConfigurations
    /// `WidgetCenter.invalidateConfigurationRecommendations()`.
    case invalidateConfigurationRecommendations
    /// `WidgetCenter.invalidateRelevance(ofKind:)`.
    case invalidateRelevance(kind: String)
    /// The app's whole state after a change (not a delta), so a lost message cannot leave the
    /// host half-informed. Reloads requested while any of these is true do not count against
    /// the budget. The state ends with the connection.
    case appState(foreground: Bool, audioSession: Bool, navigationSession: Bool)
    /// The app wants widget taps (`openURL`, `userActivity` events) pushed on this connection.
    case registerURLHandler
    /// A host command of the `vitrine` CLI (the host answers `.ok`, `.value`, `.tap`, `.links`
    /// or `.error`). A command a host does not know fails to decode and is answered
    /// `unsupportedRequest`; the connection stays.
    case host(HostCommand)
    /// The CLI proves it acts for the person running the host: `credential` is the secret the
    /// host wrote into its home (`HostCredential`). Host commands need it on the connection.
    case authenticate(credential: String)
}

/// The host's answer to the request with the same `id` (-1 when the request could not be read).
public struct ControlResponse: Codable, Sendable, Hashable {
    /// The request's `id` (-1 when the request could not be read).
    public var id: Int
    /// The answer.
    public var result: ControlResult

    /// The answer to request `id`.
    public init(id: Int, _ result: ControlResult) {
        self.id = id
        self.result = result
    }
}

/// What a request came to: done, a value, or a refusal.
public enum ControlResult: Codable, Sendable, Hashable {
    /// Done; nothing to report.
    case ok
    /// The caller's configured widgets (`currentConfigurations`).
    case widgets([ConfiguredWidget])
    /// A command's result.
    case value(ControlValue)
    /// What a `tap` command did.
    case tap(TapResult)
    /// The link areas a `links` command asked for.
    case links([LinkArea])
    /// The App Intent control areas a `controls` command asked for.
    case controls([ControlArea])
    /// Refused or failed; the message says why.
    case error(ControlError)

    /// The refusal, if this is one.
    public var error: ControlError? {
        if case .error(let error) = self { return error }
        return nil
    }
}

/// A widget the user has placed, as `WidgetInfo` describes it.
public struct ConfiguredWidget: Codable, Sendable, Hashable {
    /// The widget's kind.
    public var kind: String
    /// `WidgetFamily`'s case name, e.g. `systemSmall` (as in the extension protocol).
    public var family: String
    /// The instance's configuration: its values as JSON text (ExtensionProtocol's
    /// `ConfigurationValues`) in a `.string`; nil for static widgets.
    public var configuration: ControlValue?
    /// The host's instance id, for the CLI; apps ignore it.
    public var instanceID: String?
    /// The configuring intent's type name (`ConfigurationSchema.typeName`), so the app can
    /// build its own intent object; nil for static widgets.
    public var intentType: String?

    /// A placed widget as the host reports it.
    public init(kind: String, family: String, configuration: ControlValue? = nil, instanceID: String? = nil, intentType: String? = nil) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.instanceID = instanceID
        self.intentType = intentType
    }
}

/// A refusal. Codes are open strings so a newer host can add some without breaking clients.
public struct ControlError: Error, Codable, Sendable, Hashable, CustomStringConvertible {
    /// Why a request was refused. An open set: a client shows codes it does not know as they are.
    public struct Code: RawRepresentable, Codable, Sendable, Hashable, CustomStringConvertible {
        /// The code as it travels, e.g. `unknownKind`.
        public var rawValue: String
        /// A code as it travels.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Reads the bare string a code is written as.
        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
        /// Writes the code as a bare string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
        /// The code as it travels.
        public var description: String { rawValue }

        /// Undecodable, garbage or oversized frame (the connection is closed), or bad arguments.
        public static let badRequest = Code(rawValue: "badRequest")
        /// A request the host does not know (e.g. from a newer client); the connection stays.
        public static let unsupportedRequest = Code(rawValue: "unsupportedRequest")
        /// The `hello` named another protocol version; the message says which this host speaks.
        public static let unsupportedVersion = Code(rawValue: "unsupportedVersion")
        /// The first request was not `hello`.
        public static let helloRequired = Code(rawValue: "helloRequired")
        /// The peer runs as another user, or may not do this (e.g. reload another app's widgets).
        public static let permissionDenied = Code(rawValue: "permissionDenied")
        /// The calling executable belongs to no installed app.
        public static let unknownApp = Code(rawValue: "unknownApp")
        /// The app has no widget of this kind.
        public static let unknownKind = Code(rawValue: "unknownKind")
        /// The host already serves `ControlServer.Options.maximumConnections` connections.
        public static let tooManyConnections = Code(rawValue: "tooManyConnections")
        /// The host is stopping; it accepts nothing new.
        public static let shuttingDown = Code(rawValue: "shuttingDown")
        /// The host failed to do or answer something it should have.
        public static let internalError = Code(rawValue: "internalError")
    }

    /// What kind of refusal.
    public var code: Code
    /// Why, for a person.
    public var message: String

    /// A refusal of `code`, described by `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}

/// Pushed by the host to an app connection that sent `registerURLHandler`.
public enum HostEvent: Codable, Sendable, Hashable {
    /// A tap on a widget with a `widgetURL` or on a `Link` (SwiftUI's `onOpenURL`).
    case openURL(url: String)
    /// A tap on a widget without a URL: iOS continues an `NSUserActivity` whose type is the
    /// widget's kind, with the kind, family and (for a configurable widget) its configuration
    /// in its `userInfo`. `configuration` is the instance's values as JSON
    /// (ExtensionProtocol's `ConfigurationValues`); nil for a static widget.
    case userActivity(kind: String, family: String, configuration: String? = nil)
}

/// Everything the host sends: exactly one of `response` and `event`, so a client can tell a
/// pushed event from an answer.
public struct ControlServerFrame: Codable, Sendable, Hashable {
    /// An answer to a request, or nil for an event.
    public var response: ControlResponse?
    /// A pushed event, or nil for an answer.
    public var event: HostEvent?

    /// A frame holding an answer.
    public init(response: ControlResponse) { self.response = response; self.event = nil }
    /// A frame holding a pushed event.
    public init(event: HostEvent) { self.response = nil; self.event = event }
}
