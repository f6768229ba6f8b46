import ExtensionProtocol
import Foundation
import Hummingbird
import VitrineHost

extension WebServer {
    /// The body of `PUT /api/widgets/:id/configuration`: every parameter's value by name (an
    /// absent parameter is unset), in `ConfigurationValue`'s one-key form.
    struct ConfigurationEdit: Decodable { var values: ConfigurationValues }

    /// A configurable kind, so the page knows which widgets get "Edit widget".
    struct ConfigurableKind: Encodable { var appID: String; var kind: String; var title: String }

    /// Largest `values` query (the choices made so far, as JSON) an options request may carry.
    static let maximumValuesQueryBytes = 8 * 1024
    /// Longest search text passed to an app's options query.
    static let maximumSearchCharacters = 200

    func addConfigurationRoutes(to router: RouteTable) {
        // Which placed kinds have something to configure (the page shows "Edit widget" on those).
        router.get("/api/configuration/kinds") { [self] _, _ in
            await answer {
                var kinds: [ConfigurableKind] = []
                for kind in try await daemon.gallery() {
                    if let schema = try await daemon.configurationSchema(appID: kind.appID, kind: kind.kind) {
                        kinds.append(ConfigurableKind(appID: kind.appID, kind: kind.kind, title: schema.title))
                    }
                }
                return WebJSON.response(kinds)
            }
        }
        // The editor's form: schema (types, titles, defaults, bounds, required, dynamic), the
        // values the widget draws with now, and what an app update dropped.
        router.get("/api/widgets/:id/configuration") { [self] _, context in
            await configurationAnswer {
                WebJSON.response(try await daemon.configurationForm(instanceID: try Validate.instance(context)))
            }
        }
        // One parameter's options: an enum's cases, or the app's live list (intent handler,
        // entity query) for the search text and the values chosen so far in the editor.
        router.get("/api/widgets/:id/configuration/options") { [self] request, context in
            await configurationAnswer {
                let id = try Validate.instance(context)
                let query = request.uri.queryParameters
                let parameter = try Validate.parameterName(String(query["parameter"] ?? ""))
                let search = query["search"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
                if let search, search.count > Self.maximumSearchCharacters {
                    throw WebError(.badRequest, "search must be at most \(Self.maximumSearchCharacters) characters")
                }
                var chosen: ConfigurationValues?
                if let raw = query["values"].map(String.init), !raw.isEmpty {
                    guard raw.utf8.count <= Self.maximumValuesQueryBytes else {
                        throw WebError(.badRequest, "values must be at most \(Self.maximumValuesQueryBytes) bytes of JSON")
                    }
                    do {
                        chosen = try JSONDecoder().decode(ConfigurationValues.self, from: Data(raw.utf8))
                    } catch {
                        throw WebError(.badRequest, "values is not the expected JSON: \(WebJSON.describe(error))")
                    }
                }
                let options = try await daemon.configurationOptions(instanceID: id, parameter: parameter, searchTerm: search, values: chosen)
                return WebJSON.response(options)
            }
        }
        // Saves a configuration: checked strictly by the host (nothing changes on a refusal),
        // stored, and the widget reloaded exempt from the budget; the new image reaches pages
        // as a `widget` event when the reload has rendered it.
        router.put("/api/widgets/:id/configuration") { [self] request, context in
            await configurationAnswer {
                let id = try Validate.instance(context)
                let edit = try await body(ConfigurationEdit.self, request)
                _ = try await daemon.configure(instanceID: id, values: edit.values, waitForTimeline: false)
                return WebJSON.response(try await daemon.configurationForm(instanceID: id))
            }
        }
    }

    /// `answer`, with the configuration errors' own statuses: a widget with nothing to configure
    /// is 409, an edit the schema or the app's options refuse is 422, an app whose handler
    /// failed, hung or crashed is 502; the body is the host's sentence.
    func configurationAnswer(_ work: () async throws -> Response) async -> Response {
        await answer {
            do {
                return try await work()
            } catch let error as HostError {
                switch error {
                case .notConfigurable: throw WebError(.conflict, error.description)
                case .invalidConfiguration: throw WebError(.unprocessableContent, error.description)
                case .configurationUnavailable: throw WebError(.badGateway, error.description)
                default: throw error
                }
            }
        }
    }
}
