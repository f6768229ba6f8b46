internal import ExtensionProtocol
import Foundation
import Intents

/// Answers `configurationOptions` and `defaultConfiguration`: asks the app's own code (an
/// intent handler, an entity query) through the widget's `ConfigurationAdapter`, within the
/// request's time limit, so a handler that hangs gives the host a clear error instead of a stall.
@MainActor
enum ConfigurationRequests {
    static func answer(_ request: ExtensionRequest, widget: WidgetDescription, timeout: TimeInterval) async -> ExtensionResponse {
        guard let adapter = widget.configuration else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.configurationFailed, "\(widget.kind) is not configurable"))
        }
        return await answer(request, adapter: adapter, owner: widget.kind, timeout: timeout)
    }

    static func answer(_ request: ExtensionRequest, adapter: ConfigurationAdapter, owner: String, timeout: TimeInterval) async -> ExtensionResponse {
        switch request.method {
        case .configurationOptions:
            guard let parameter = request.parameter else {
                return ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "configurationOptions needs a parameter"))
            }
            let configuration = request.configuration ?? [:]
            let searchTerm = request.searchTerm
            let result = await bounded(timeout, what: "options for \(parameter)") {
                try await adapter.options(parameter, searchTerm, configuration)
            }
            switch result {
            case .success(let options): return ExtensionResponse(id: request.id, options: options)
            case .failure(let failure): return ExtensionResponse(id: request.id, error: failure.error(owner))
            }
        case .defaultConfiguration:
            switch await bounded(timeout, what: "the default configuration", adapter.defaults) {
            case .success(let values): return ExtensionResponse(id: request.id, configuration: values)
            case .failure(let failure): return ExtensionResponse(id: request.id, error: failure.error(owner))
            }
        default:
            return ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "\(request.method) is not a configuration request"))
        }
    }

    struct Failure: Error {
        let code: ExtensionError.Code
        let message: String
        func error(_ owner: String) -> ExtensionError { ExtensionError(code, "\(owner): \(message)") }
    }

    /// Runs `work` on the main actor, giving up after `timeout` seconds. The work itself cannot
    /// be stopped (it is the author's code); the host kills a process that keeps hanging.
    static func bounded<Value: Sendable>(
        _ timeout: TimeInterval, what: String, _ work: @escaping @MainActor () async throws -> Value
    ) async -> Result<Value, Failure> {
        let gate = CompletionGate<Result<Value, Failure>>()
        Task { @MainActor in
            do {
                gate.complete(.success(try await work()))
            } catch {
                gate.complete(.failure(Failure(code: .configurationFailed, message: "\(error)")))
            }
        }
        guard let result = await gate.wait(timeout: timeout) else {
            return .failure(Failure(code: .completionTimeout, message: "the app did not answer \(what) within \(timeout) s"))
        }
        return result
    }
}

/// The other layout the seed describes: an Intents extension built as its own executable, with
/// no widgets. It serves `configurationOptions` and `defaultConfiguration` for the intents it
/// registered (`INExtensionRegistry`), named by type in the request.
@MainActor
enum IntentsExtensionServer {
    static func handle(_ request: ExtensionRequest, intent name: String) async -> ExtensionResponse {
        let supported = INExtensionRegistry.supportedIntents
        guard let type = supported.first(where: { String(describing: $0) == name }) else {
            let listed = supported.map { String(describing: $0) }.joined(separator: ", ")
            return ExtensionResponse(
                id: request.id,
                error: ExtensionError(.configurationFailed, "this extension does not handle \(name) (it handles: \(listed.isEmpty ? "none" : listed))"))
        }
        guard let adapter = ConfigurationAdapter.intent(type) else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.configurationFailed, "\(name) was not generated from an intent definition"))
        }
        let timeout = request.timeout.isFinite && request.timeout > 0 ? min(request.timeout, 3600) : 30
        return await ConfigurationRequests.answer(request, adapter: adapter, owner: name, timeout: timeout)
    }
}
