import ArgumentParser
import ExtensionProtocol
import Foundation

/// `--set name=value` as a person types it, read against a widget's schema: each value in its
/// parameter's type (`ConfigurationParameter.value(fromText:)`); a list parameter set twice
/// collects both. An unknown name or a value of the wrong form is a `ValidationError` naming
/// the parameter and what it takes.
enum ConfigurationInput {
    static func values(_ settings: [String], unset: [String] = [], schema: ConfigurationSchema) throws -> (set: ConfigurationValues, unset: [String]) {
        var values = ConfigurationValues()
        for setting in settings {
            guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
                throw ValidationError("--set takes name=value (for example --set \(schema.parameters.first?.name ?? "name")=…); \"\(setting)\" has no name=")
            }
            let name = String(setting[..<equals]).trimmingCharacters(in: .whitespaces)
            let text = String(setting[setting.index(after: equals)...])
            let parameter = try self.parameter(name, in: schema)
            let value: ConfigurationValue
            do {
                value = try parameter.value(fromText: text)
            } catch {
                throw ValidationError("\(error); nothing was changed")
            }
            if parameter.isArray, case .array(let earlier) = values[name], case .array(let more) = value {
                values[name] = .array(earlier + more)
            } else {
                values[name] = value
            }
        }
        for name in unset { _ = try parameter(name, in: schema) }
        return (values, unset)
    }

    static func parameter(_ name: String, in schema: ConfigurationSchema) throws -> ConfigurationParameter {
        guard let parameter = schema.parameter(named: name) else {
            let names = schema.parameters.map { "\($0.name) (\($0.title))" }.joined(separator: ", ")
            throw ValidationError("\(schema.typeName) has no parameter \(name); its parameters are \(names); nothing was changed")
        }
        return parameter
    }
}
