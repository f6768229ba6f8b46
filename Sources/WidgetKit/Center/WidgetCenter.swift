import Foundation
import Intents

/// Lets the app ask WidgetKit to reload timelines and list configured widgets. The calls
/// go to the Vitrine host; without a host connection they fail loudly, never silently.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    public struct UserInfoKey: Sendable {
        public static let kind = "WGWidgetUserInfoKeyKind"
        public static let family = "WGWidgetUserInfoKeyFamily"
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }

    /// Where requests go. The host issue supplies a socket transport.
    package var transport: any WidgetCenterTransport = UnavailableWidgetCenterTransport()

    init() {}

    public func reloadTimelines(ofKind kind: String) {
        transport.reload(.kind(kind))
    }

    public func reloadAllTimelines() {
        transport.reload(.all)
    }

    public func invalidateConfigurationRecommendations() {
        transport.reload(.recommendations)
    }

    public func invalidateRelevance(ofKind kind: String) {
        transport.reload(.relevance(kind))
    }

    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        transport.currentConfigurations(completion)
    }

    @_disfavoredOverload
    public func currentConfigurations() async throws -> [WidgetInfo] {
        try await withCheckedThrowingContinuation { continuation in
            getCurrentConfigurations { continuation.resume(with: $0) }
        }
    }
}

/// A configured widget the user has placed.
public struct WidgetInfo: Identifiable, Hashable, CustomDebugStringConvertible, @unchecked Sendable {
    public let configuration: INIntent?
    public let family: WidgetFamily
    public let kind: String

    package init(kind: String, family: WidgetFamily, configuration: INIntent? = nil) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }

    public var id: WidgetInfo { self }
    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family))" }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool {
        lhs.kind == rhs.kind && lhs.family == rhs.family && lhs.configuration === rhs.configuration
    }

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
}

package protocol WidgetCenterTransport: Sendable {
    func reload(_ request: ReloadRequest)
    func currentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void)
}

/// Used until a host connection exists: every call reports why it cannot succeed.
package struct UnavailableWidgetCenterTransport: WidgetCenterTransport {
    package init() {}
    package func reload(_ request: ReloadRequest) {
        FileHandle.standardError.write(Data("WidgetCenter: \(WidgetCenterError.noHost(request: "\(request)"))\n".utf8))
    }
    package func currentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.failure(WidgetCenterError.noHost(request: "getCurrentConfigurations")))
    }
}

public enum WidgetCenterError: Error, CustomStringConvertible, Equatable {
    case noHost(request: String)
    public var description: String {
        switch self {
        case .noHost(let request):
            "\(request) failed: this process is not connected to a Vitrine host (run the app under `vitrine serve`)"
        }
    }
}
