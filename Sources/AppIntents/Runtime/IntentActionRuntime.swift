package import ExtensionProtocol
import Foundation
import SwiftUI

/// Interactive widgets at run time: what a `Button(intent:)` or `Toggle(isOn:intent:)` archives,
/// and performing it again in the widget extension when the host says it was tapped. As on
/// Apple, only the intent's type and its `@Parameter` values travel: the extension makes a new
/// intent with `init()` and sets them, so other stored properties have their `init()` values.
package enum IntentActionRuntime {
    /// Why a tapped intent could not run.
    package struct Failure: Error, CustomStringConvertible {
        /// `unknownIntent` (the intent cannot be made) or `intentFailed` (`perform()` threw).
        package var code: ExtensionError.Code
        /// What went wrong, naming the intent.
        package var description: String
    }

    /// The archive's description of `intent`: its mangled type name, readable name, parameter
    /// values (JSON, keys sorted) and `openAppWhenRun`.
    package static func describe<I: AppIntent>(_ intent: I) -> _IntentActionDescription {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let values = IntentRuntime.values(of: intent)
        let json = (try? encoder.encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return _IntentActionDescription(
            typeName: _mangledTypeName(I.self) ?? String(reflecting: I.self), displayName: String(describing: I.self), parameters: json,
            opensApp: I.openAppWhenRun)
    }

    /// The intent `request` names, with its parameters set and its entities looked up again
    /// (and a toggle's new value in a `SetValueIntent`), ready to perform.
    package static func makeIntent(_ request: IntentActionRequest) async throws(Failure) -> any AppIntent {
        guard let type = _typeByName(request.typeName) else {
            throw Failure(
                code: .unknownIntent,
                description: "no type named \(request.displayName) (\(request.typeName)) in this extension; was it rebuilt since the entry was archived?")
        }
        guard let intentType = type as? any AppIntent.Type else {
            throw Failure(code: .unknownIntent, description: "\(String(reflecting: type)) is not an AppIntent")
        }
        return try await make(intentType, request)
    }

    private static func make<I: AppIntent>(_ type: I.Type, _ request: IntentActionRequest) async throws(Failure) -> any AppIntent {
        var values = request.parameters
        // A toggle's new state is the SetValueIntent's value: when `value` is a @Parameter it is
        // set with the others (it has no archived value: the widget did not set it).
        if let value = request.toggledValue, type is any SetValueIntent.Type,
            IntentRuntime.parameters(of: type.init()).contains(where: { $0.name == "value" })
        {
            values["value"] = .boolean(value)
        }
        let intent: I
        do {
            intent = try IntentRuntime.makeIntent(type, values: values)
        } catch {
            throw Failure(code: .unknownIntent, description: "the archived parameters do not fit \(type): \(error.description)")
        }
        for problem in await IntentRuntime.resolveEntities(in: intent) {
            FileHandle.standardError.write(Data("vitrine: \(problem)\n".utf8))
        }
        guard let value = request.toggledValue, let setter = intent as? any SetValueIntent else { return intent }
        return try settingValue(setter, value)
    }

    private static func settingValue<S: SetValueIntent>(_ intent: S, _ value: Bool) throws(Failure) -> any AppIntent {
        guard let typed = value as? S.ValueType else {
            throw Failure(code: .unknownIntent, description: "\(S.self).value is \(S.ValueType.self); a toggle sets a Bool")
        }
        var copy = intent
        copy.value = typed
        return copy
    }

    /// Runs `intent.perform()`; a thrown error becomes an `intentFailed` failure naming the intent.
    package static func perform(_ intent: any AppIntent) async throws(Failure) {
        do {
            try await run(intent)
        } catch {
            throw Failure(code: .intentFailed, description: "\(type(of: intent)).perform() threw: \(error)")
        }
    }

    private static func run<I: AppIntent>(_ intent: I) async throws { _ = try await intent.perform() }
}
