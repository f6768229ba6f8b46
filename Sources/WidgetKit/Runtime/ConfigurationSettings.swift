internal import ExtensionProtocol
import Foundation

/// `--set name=value` for a configurable widget outside a host (`dump`, Xcode-style runs): the
/// widget's defaults (the app's `default…(for:)` answers, else the definition's), then each
/// typed value read as its parameter's type. A dynamic parameter's text names one of the app's
/// options by identifier or title, as a person picks it in the editor.
@MainActor
enum ConfigurationSettings {
    static func values(_ settings: [(name: String, text: String)], adapter: ConfigurationAdapter) async throws -> ConfigurationValues {
        var values = (try? await adapter.defaults()) ?? adapter.schema.defaultValues
        for (name, text) in settings {
            guard let parameter = adapter.schema.parameter(named: name) else {
                let known = adapter.schema.parameters.map(\.name).joined(separator: ", ")
                throw ConfigurationFailure("\(adapter.schema.typeName) has no parameter \"\(name)\" (parameters: \(known))")
            }
            var value = try parameter.value(fromText: text)
            if parameter.hasDynamicOptions {
                let options = try await adapter.options(name, nil, values).allItems
                value = try parameter.resolving(value, among: options)
            }
            values[name] = value
        }
        // The same strict check a host makes before storing an edit (bounds, enum cases, types).
        do { try adapter.schema.check(values) } catch { throw ConfigurationFailure("\(error)") }
        return values
    }
}
