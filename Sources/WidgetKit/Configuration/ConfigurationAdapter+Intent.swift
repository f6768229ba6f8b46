internal import ExtensionProtocol
import Foundation
import Intents

extension ConfigurationAdapter {
    /// The adapter of a SiriKit intent class generated from an `.intentdefinition`. Its handler
    /// is the target's `INExtension` subclass, which the IntentDefinitions plugin names on the
    /// intent (`INIntent.principalExtensionClass`); nil for an intent written by hand, whose
    /// widget then has no options to offer.
    package static func intent<Intent: INIntent>(_ type: Intent.Type) -> ConfigurationAdapter? {
        guard let intentSchema = type.schema else { return nil }
        let schema = ConfigurationSchema(intentSchema)
        return ConfigurationAdapter(
            schema: schema,
            makeIntent: { values in try makeIntent(type, schema: intentSchema, values: values) },
            values: { intent in (intent as? INIntent).map { Self.values(of: $0, schema: intentSchema) } ?? [:] },
            options: { parameter, searchTerm, values in
                guard let generated = type as? any INGeneratedIntent.Type else {
                    throw ConfigurationFailure("\(type) was not generated from an intent definition")
                }
                guard let declared = intentSchema.parameters.first(where: { $0.name == parameter }) else {
                    throw ConfigurationFailure("\(intentSchema.className) has no parameter \"\(parameter)\"")
                }
                nonisolated(unsafe) let intent = try makeIntent(type, schema: intentSchema, values: values)
                guard declared.hasDynamicOptions else {
                    // Static options: an enum's cases, as the definition lists them.
                    guard case .enumeration(_, let cases) = declared.type else {
                        throw ConfigurationFailure("\(intentSchema.className).\(parameter) has no options to choose from")
                    }
                    return ConfigurationOptions(sections: [.init(title: nil, items: cases.map { .enumCase($0.name) })])
                }
                // The handler and intent are the author's classes, used only from here until the call returns.
                nonisolated(unsafe) let handler = try handler(for: intent, of: type)
                do {
                    guard let options = try await generated.dynamicOptions(forParameter: parameter, searchTerm: searchTerm, of: intent, handler: handler)
                    else { throw ConfigurationFailure("\(intentSchema.className).\(parameter) has no dynamic options") }
                    return ConfigurationOptions(
                        sections: options.sections.map { .init(title: $0.title, items: $0.items.map { ConfigurationValue($0, declared.type) }) },
                        usesIndexedCollation: options.usesIndexedCollation)
                } catch let error as ConfigurationFailure {
                    throw error
                } catch {
                    throw ConfigurationFailure("the intent handler failed to provide options for \(parameter): \(error)")
                }
            },
            defaults: {
                var values = schema.defaultValues
                guard let generated = type as? any INGeneratedIntent.Type, let handler = try? handler(for: Intent(), of: type) else {
                    return values
                }
                let intent = try makeIntent(type, schema: intentSchema, values: values)
                for parameter in intentSchema.parameters {
                    if let value = generated.defaultValue(forParameter: parameter.name, of: intent, handler: handler) {
                        values[parameter.name] = ConfigurationValue(value, parameter.type)
                    }
                }
                return values
            })
    }

    /// The handler the intent's extension hands out for `intent`.
    @MainActor
    static func handler(for intent: INIntent, of type: INIntent.Type) throws -> Any {
        guard let principal = type.principalExtensionClass ?? INExtensionRegistry.principalClass else {
            throw ConfigurationFailure(
                "no intent handler for \(type): the extension has no INExtension subclass (add one, or an Intents extension that lists \(type) in intentsSupported)"
            )
        }
        guard let handler = principal.init().handler(for: intent) else {
            throw ConfigurationFailure("\(principal).handler(for:) returned nil for \(type)")
        }
        return handler
    }

    static func makeIntent<Intent: INIntent>(_ type: Intent.Type, schema: INIntentSchema, values: ConfigurationValues) throws -> Intent {
        let intent = type.init()
        for (name, value) in values {
            guard let parameter = schema.parameters.first(where: { $0.name == name }) else {
                throw ConfigurationFailure("\(schema.className) has no parameter \"\(name)\"")
            }
            guard let converted = INParameterValue(value, parameter.type) else {
                throw ConfigurationFailure("\(schema.className).\(name): \(value.displayText) is not a \(parameter.type)")
            }
            do { try intent.setParameterValue(converted, named: name) } catch { throw ConfigurationFailure("\(error)") }
        }
        return intent
    }

    static func values(of intent: INIntent, schema: INIntentSchema) -> ConfigurationValues {
        var values = ConfigurationValues()
        for parameter in schema.parameters {
            if let value = intent.parameterValue(named: parameter.name) { values[parameter.name] = ConfigurationValue(value, parameter.type) }
        }
        return values
    }
}
