import AppIntents
import Foundation
import FoundationCompat
internal import HostProtocol

/// WidgetCenter's transport to the host (`HostConnection`).
struct HostSocketTransport: WidgetCenterTransport {
    let connection: HostConnection

    func reload(_ request: ReloadRequest) {
        // The app usually writes the widget's data to its App Group just before asking for a
        // reload; put it on disk first so the extension reads the new values.
        AppGroupStorage.synchronizeGrantedDefaults()
        let message: ControlMessage =
            switch request {
            case .kind(let kind): .reloadTimelines(kind: kind)
            case .all: .reloadAllTimelines
            case .recommendations: .invalidateConfigurationRecommendations
            case .relevance(let kind): .invalidateRelevance(kind: kind)
            }
        connection.post(message, call: request.callDescription)
    }

    func currentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        let call = "getCurrentConfigurations"
        connection.request(.currentConfigurations, call: call) { result in
            switch result {
            case .success(.widgets(let widgets)):
                // App Intents' entities are looked up through their queries (async) before the
                // app sees them, so `widgetConfigurationIntent(of:)` can answer synchronously.
                Task {
                    var infos: [WidgetInfo] = []
                    // Families this WidgetKit does not know (a newer host) are left out.
                    for widget in widgets {
                        guard let family = WidgetFamily(name: widget.family) else { continue }
                        var json: String?
                        if case .string(let text) = widget.configuration { json = text }
                        var appIntent: (any AppIntent)?
                        if let json, let name = widget.intentType { appIntent = await ConfiguredIntent.makeAppIntent(named: name, json: json) }
                        infos.append(
                            WidgetInfo(
                                kind: widget.kind, family: family,
                                configuration: json.flatMap { ConfiguredIntent.make(named: widget.intentType, json: $0) },
                                configurationJSON: json, appIntent: appIntent))
                    }
                    completion(.success(infos))
                }
            case .success(let other):
                completion(.failure(WidgetCenterError.refused(request: call, reason: "unexpected answer \(other)")))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}
