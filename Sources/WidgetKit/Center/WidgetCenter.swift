import AppIntents
import Foundation
internal import HostProtocol
import Intents

/// Lets the app ask WidgetKit to reload timelines and list configured widgets. The calls
/// go to the Vitrine host over its control socket (docs/APPS.md); without a host they fail
/// loudly, never silently. Reloads are sent without waiting for the host's answer; a refusal
/// is reported on stderr.
public final class WidgetCenter: @unchecked Sendable {
    /// The one widget center of the process.
    public static let shared = WidgetCenter()

    /// Keys of the user info in the activity that a tap on a widget continues.
    public struct UserInfoKey: Sendable {
        /// The tapped widget's kind.
        public static let kind = "WGWidgetUserInfoKeyKind"
        /// The tapped widget's family.
        public static let family = "WGWidgetUserInfoKeyFamily"
        /// The identifier of the Live Activity that was tapped.
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }

    /// Where requests go: the process's host connection, which connects at first use and
    /// again after the host restarts. Tests substitute their own.
    package var transport: any WidgetCenterTransport {
        get { transportStorage.withLock { $0 } }
        set { transportStorage.withLock { $0 = newValue } }
    }
    private let transportStorage = Protected<any WidgetCenterTransport>(HostSocketTransport(connection: .shared))

    init() {}

    /// Asks the host to reload the timelines of every widget of `kind` this app owns.
    public func reloadTimelines(ofKind kind: String) {
        transport.reload(.kind(kind))
    }

    /// Asks the host to reload the timelines of all this app's widgets.
    public func reloadAllTimelines() {
        transport.reload(.all)
    }

    /// Tells the host that intent recommendations changed, so it asks the providers again.
    public func invalidateConfigurationRecommendations() {
        transport.reload(.recommendations)
    }

    /// Tells the host that relevance of the widgets of `kind` changed.
    public func invalidateRelevance(ofKind kind: String) {
        transport.reload(.relevance(kind))
    }

    /// Lists the widgets of this app that the user has placed; calls `completion` with them or an error.
    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        transport.currentConfigurations(completion)
    }

    /// Lists the widgets of this app that the user has placed.
    @_disfavoredOverload
    public func currentConfigurations() async throws -> [WidgetInfo] {
        try await withCheckedThrowingContinuation { continuation in
            getCurrentConfigurations { continuation.resume(with: $0) }
        }
    }
}

/// A configured widget the user has placed.
public struct WidgetInfo: Identifiable, Hashable, CustomDebugStringConvertible, @unchecked Sendable {
    /// The intent the widget is configured with; nil for a static widget.
    public let configuration: INIntent?
    /// The widget's family (size).
    public let family: WidgetFamily
    /// The widget's kind, as given in its configuration.
    public let kind: String

    /// The configuration's values as the host sent them (JSON); nil for a static widget.
    package let configurationJSON: String?
    /// An App Intents widget's configuration, built as the app's own intent type with its
    /// entities looked up; nil otherwise.
    let appIntent: (any AppIntent)?

    package init(
        kind: String, family: WidgetFamily, configuration: INIntent? = nil, configurationJSON: String? = nil, appIntent: (any AppIntent)? = nil
    ) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.configurationJSON = configurationJSON
        self.appIntent = appIntent
    }

    /// The configuration of a widget configured with App Intents (`AppIntentConfiguration`), as
    /// the app's own intent type; nil for a static or SiriKit widget or another intent type.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        appIntent as? Intent
    }

    /// The widget itself identifies it.
    public var id: WidgetInfo { self }
    /// The kind and family, for debugging.
    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family))" }

    /// Whether two widgets have the same kind, family and configuration object.
    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool {
        lhs.kind == rhs.kind && lhs.family == rhs.family && lhs.configuration === rhs.configuration
    }

    /// Hashes the kind and family.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
    }
}

package enum ReloadRequest: Equatable, Sendable {
    case kind(String)
    case all
    case recommendations
    case relevance(String)

    /// The WidgetCenter call, as error messages name it.
    package var callDescription: String {
        switch self {
        case .kind(let kind): "reloadTimelines(ofKind: \"\(kind)\")"
        case .all: "reloadAllTimelines()"
        case .recommendations: "invalidateConfigurationRecommendations()"
        case .relevance(let kind): "invalidateRelevance(ofKind: \"\(kind)\")"
        }
    }
}

package protocol WidgetCenterTransport: Sendable {
    func reload(_ request: ReloadRequest)
    func currentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void)
}

/// Used until a host connection exists: every call reports why it cannot succeed.
package struct UnavailableWidgetCenterTransport: WidgetCenterTransport {
    package init() {}
    package func reload(_ request: ReloadRequest) {
        FileHandle.standardError.write(Data("WidgetCenter: \(WidgetCenterError.noHost(request: request.callDescription))\n".utf8))
    }
    package func currentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.failure(WidgetCenterError.noHost(request: "getCurrentConfigurations")))
    }
}

/// Vitrine's errors for WidgetCenter calls (iOS reports none for reloads, and its own for
/// configurations).
public enum WidgetCenterError: Error, CustomStringConvertible, Equatable {
    /// No host answers on the control socket.
    case noHost(request: String)
    /// The host answered with an error, e.g. a kind this app does not own, or an executable
    /// no installed app owns.
    case refused(request: String, reason: String)

    /// What failed, for logs and errors.
    public var description: String {
        switch self {
        case .noHost(let request):
            "\(request) failed: this process is not connected to a Vitrine host (run the app under `vitrine serve`)"
        case .refused(let request, let reason):
            "\(request) was refused by the Vitrine host: \(reason)"
        }
    }
}
