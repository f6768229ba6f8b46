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
                value = try resolve(value, among: options, parameter: parameter)
            }
            values[name] = value
        }
        // The same strict check a host makes before storing an edit (bounds, enum cases, types).
        do { try adapter.schema.check(values) } catch { throw ConfigurationFailure("\(error)") }
        return values
    }

    /// Replaces each typed entity with the app's option of that identifier (or title).
    static func resolve(_ value: ConfigurationValue, among options: [ConfigurationValue], parameter: ConfigurationParameter) throws
        -> ConfigurationValue
    {
        switch value {
        case .array(let items): return .array(try items.map { try resolve($0, among: options, parameter: parameter) })
        case .entity(let typed):
            let key = typed.identifier ?? typed.title
            for case .entity(let option) in options where option.identifier == key || option.title.caseInsensitiveCompare(key) == .orderedSame {
                return .entity(option)
            }
            let offered = options.compactMap { option -> String? in
                guard case .entity(let entity) = option else { return nil }
                return entity.identifier ?? entity.title
            }
            throw ConfigurationFailure(
                "\(parameter.name): \"\(key)\" is not among the app's options (\(offered.isEmpty ? "none" : offered.joined(separator: ", ")))")
        default: return value
        }
    }
}
