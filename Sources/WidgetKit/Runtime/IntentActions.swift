import AppIntents
internal import ExtensionProtocol
import Foundation
import FoundationCompat

/// Answers `performIntent`: a tap on a `Button(intent:)` or `Toggle(isOn:intent:)` in the host
/// runs the intent's `perform()` here, in the widget extension's process, as WidgetKit does.
/// `perform()` is bounded by the request's timeout like a provider's completion; one that keeps
/// running is the author's code and cannot be stopped, so the host's process limits apply.
@MainActor
enum IntentActions {
    static func answer(_ request: ExtensionRequest, widget: WidgetDescription, timeout: TimeInterval) async -> ExtensionResponse {
        guard let action = request.action else {
            return ExtensionResponse(id: request.id, error: ExtensionError(.badRequest, "performIntent needs an action"))
        }
        let started = Date()
        let gate = CompletionGate<Result<Void, IntentActionRuntime.Failure>>()
        Task { @MainActor in
            do throws(IntentActionRuntime.Failure) {
                let intent = try await IntentActionRuntime.makeIntent(action)
                try await IntentActionRuntime.perform(intent)
                gate.complete(.success(()))
            } catch {
                gate.complete(.failure(error))
            }
        }
        guard let result = await gate.wait(timeout: timeout) else {
            return ExtensionResponse(
                id: request.id,
                error: ExtensionError(.completionTimeout, "\(widget.kind): \(action.displayName).perform() did not return within \(timeout) s"))
        }
        switch result {
        case .success:
            // What perform() wrote to an App Group is read by the timeline that follows.
            AppGroupStorage.synchronizeGrantedDefaults()
            let performed = PerformedIntent(intent: action.displayName, processID: getpid(), seconds: Date().timeIntervalSince(started))
            return ExtensionResponse(id: request.id, performed: performed)
        case .failure(let failure):
            return ExtensionResponse(id: request.id, error: ExtensionError(failure.code, "\(widget.kind): \(failure.description)"))
        }
    }
}
