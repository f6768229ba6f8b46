internal import ExtensionProtocol
import Foundation
import Intents

// The SiriKit forms (`INIntentSchema`, `INParameterValue`) in the host's common form, and back.

extension ConfigurationSchema {
    /// The schema of a generated intent class.
    init(_ intent: INIntentSchema) {
        self.init(
            source: .intent, typeName: intent.className, title: intent.title, description: intent.intentDescription,
            parameters: intent.parameters.filter(\.isConfigurable).map { parameter in
                ConfigurationParameter(
                    name: parameter.name, title: parameter.displayName, type: ConfigurationValueType(parameter.type),
                    isArray: parameter.isArray,
                    // A SiriKit enum always has a value (`.unknown` at worst); everything else is optional.
                    isRequired: { if case .enumeration = parameter.type { return true } else { return false } }(),
                    hasDynamicOptions: parameter.hasDynamicOptions, supportsSearch: parameter.supportsSearch,
                    defaultValue: parameter.defaultValue.map { ConfigurationValue($0, parameter.type) })
            })
    }
}

extension ConfigurationValueType {
    init(_ type: INIntentSchema.ParameterType) {
        switch type {
        case .string: self = .string
        case .integer: self = .integer
        case .boolean: self = .boolean
        case .decimal: self = .decimal
        case .dateComponents: self = .dateComponents
        case .url: self = .url
        case .duration: self = .duration
        case .person: self = .person
        case .enumeration(let name, let cases):
            self = .enumeration(name: name, cases: cases.map { ConfigurationEnumCase(identifier: $0.name, title: $0.displayName) })
        case .object(let typeName): self = .entity(typeName: typeName)
        }
    }
}

extension ConfigurationValue {
    /// A SiriKit value of a parameter of `type`: an enum's raw value becomes its case name.
    init(_ value: INParameterValue, _ type: INIntentSchema.ParameterType) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .integer(number)
        case .boolean(let flag): self = .boolean(flag)
        case .decimal(let number): self = .decimal(number)
        case .enumCase(let index):
            if case .enumeration(_, let cases) = type, let match = cases.first(where: { $0.index == index }) {
                self = .enumCase(match.name)
            } else {
                self = .enumCase(String(index))
            }
        case .object(let identifier, let display, let properties):
            self = .entity(
                ConfigurationEntity(
                    identifier: identifier, title: display,
                    properties: properties.mapValues { ConfigurationValue($0, .string) }))
        case .dateComponents(let components): self = .dateComponents(components)
        case .url(let url): self = .url(url)
        case .duration(let seconds): self = .duration(seconds)
        case .array(let values): self = .array(values.map { ConfigurationValue($0, type) })
        }
    }
}

extension INParameterValue {
    /// The SiriKit value of a stored value for a parameter of `type`; nil when it cannot be one
    /// (an enum case the definition does not have).
    init?(_ value: ConfigurationValue, _ type: INIntentSchema.ParameterType) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .integer(number)
        case .boolean(let flag): self = .boolean(flag)
        case .decimal(let number): self = .decimal(number)
        case .date(let date):
            self = .dateComponents(Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date))
        case .dateComponents(let components): self = .dateComponents(components)
        case .url(let url): self = .url(url)
        case .duration(let seconds): self = .duration(seconds)
        case .enumCase(let name):
            guard case .enumeration(_, let cases) = type else { return nil }
            guard let match = cases.first(where: { $0.name == name }) ?? Int(name).flatMap({ index in cases.first { $0.index == index } })
            else { return nil }
            self = .enumCase(match.index)
        case .entity(let entity):
            var properties = [String: INParameterValue]()
            for (key, property) in entity.properties { properties[key] = INParameterValue(property, .string) }
            self = .object(identifier: entity.identifier, displayString: entity.title, properties: properties)
        case .array(let values):
            var converted = [INParameterValue]()
            for value in values {
                guard let one = INParameterValue(value, type) else { return nil }
                converted.append(one)
            }
            self = .array(converted)
        }
    }
}
