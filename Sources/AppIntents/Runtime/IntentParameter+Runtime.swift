internal import ExtensionProtocol
import Foundation
import SwiftUI

/// A `@Parameter` with its value type erased: what the runtime finds by `Mirror` on an intent.
protocol AnyIntentParameter: AnyObject {
    /// The parameter in the schema; nil when its type is not one the runtime can configure.
    func schema(name: String) -> ConfigurationParameter?
    /// The value in the stored form; nil when unset.
    func configurationValue() -> ConfigurationValue?
    /// Sets (or, for nil, clears) the value; the error names neither intent nor parameter.
    func setConfigurationValue(_ value: ConfigurationValue?) throws(IntentConfigurationError)
    /// Replaces stored entities with what the query returns now; a problem to report, or nil.
    func resolveEntities() async -> String?
    /// The options a person picks from, while `intentType` is edited with `configuration` so far.
    func options(searchTerm: String?, configuration: ConfigurationValues?, intentType: Any.Type) async throws -> ConfigurationOptions
    /// The value a new widget starts with.
    func defaultConfigurationValue() async -> ConfigurationValue?
}

extension IntentParameter: AnyIntentParameter {
    private var shape: IntentValueShape? { IntentValueShape(Value.self) }

    func schema(name: String) -> ConfigurationParameter? {
        guard let shape else { return nil }
        var searchable = false
        if optionsProvider == nil, case .entity(let type) = shape.base { searchable = Self.isStringQuery(type) }
        return ConfigurationParameter(
            name: name, title: title.map { String(localized: $0) } ?? name, description: parameterDescription.map { String(localized: $0) },
            type: shape.configurationType, isArray: shape.isArray, isRequired: !shape.isOptional,
            hasDynamicOptions: shape.isEntity || optionsProvider != nil, supportsSearch: searchable,
            defaultValue: defaultValue.flatMap { shape.encode($0) }, minimum: minimum, maximum: maximum)
    }

    private static func isStringQuery<E: AppEntity>(_: E.Type) -> Bool { E.DefaultQuery.self is any EntityStringQuery.Type }

    func configurationValue() -> ConfigurationValue? {
        guard let shape else { return nil }
        return lock.withLock { pending ?? storage.flatMap { shape.encode($0) } }
    }

    func setConfigurationValue(_ value: ConfigurationValue?) throws(IntentConfigurationError) {
        guard let shape else {
            // Not in the schema, so never configured: it keeps what the intent's init() gave it.
            if value == nil { return }
            throw IntentConfigurationError("its type \(Value.self) cannot be configured")
        }
        guard let value else {
            if !shape.isOptional, defaultValue == nil, !shape.isEntity {
                throw IntentConfigurationError("it needs a value (it is not optional and has no default)")
            }
            lock.withLock {
                pending = nil
                storage = shape.isOptional ? nil : defaultValue
            }
            return
        }
        let decoded: Any
        if shape.isArray {
            guard case .array(let items) = value else { throw IntentConfigurationError("it takes a list, not \(value.displayText)") }
            let elements = try items.map { item throws(IntentConfigurationError) in try checked(shape.decodeSingle(item)) }
            if shape.isEntity { return setPending(value) }
            guard let array = shape.arrayType?.make(elements) else { throw IntentConfigurationError("\(value.displayText) is not a \(Value.self)") }
            decoded = array
        } else {
            if case .array = value { throw IntentConfigurationError("it takes one value, not a list") }
            let single = try checked(shape.decodeSingle(value))
            if shape.isEntity { return setPending(value) }
            decoded = single
        }
        guard let typed = decoded as? Value else { throw IntentConfigurationError("\(value.displayText) is not a \(Value.self)") }
        lock.withLock {
            pending = nil
            storage = typed
        }
    }

    private func setPending(_ value: ConfigurationValue) {
        lock.withLock {
            pending = value
            storage = nil
        }
    }

    /// A number within the parameter's `inclusiveRange`.
    private func checked(_ value: Any) throws(IntentConfigurationError) -> Any {
        let number: Double? =
            switch value {
            case let int as Int: Double(int)
            case let double as Double: double
            case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
            default: nil
            }
        guard let number else { return value }
        if let minimum, number < minimum { throw IntentConfigurationError("\(value) is below the minimum \(minimum.formatted())") }
        if let maximum, number > maximum { throw IntentConfigurationError("\(value) is above the maximum \(maximum.formatted())") }
        return value
    }

    func resolveEntities() async -> String? {
        guard let shape, case .entity(let type) = shape.base else { return nil }
        return await resolve(type, shape: shape)
    }

    /// Asks the entity's query for the stored identifiers, so the provider sees the app's
    /// current entities; a required one that is gone falls back to the query's default.
    private func resolve<E: AppEntity>(_: E.Type, shape: IntentValueShape) async -> String? {
        let (stored, hasValue) = lock.withLock { (pending, storage != nil) }
        var entities: [E] = []
        var problem: String?
        if let stored {
            let items: [ConfigurationValue] = if case .array(let items) = stored { items } else { [stored] }
            let identifiers = items.compactMap { item -> E.ID? in
                guard case .entity(let entity) = item, let identifier = entity.identifier else { return nil }
                return E.ID.entityIdentifier(for: identifier)
            }
            do {
                let found = try await E.defaultQuery.entities(for: identifiers)
                entities = identifiers.compactMap { identifier in found.first { $0.id == identifier } }
                if entities.count < identifiers.count {
                    let missing = identifiers.filter { identifier in !entities.contains { $0.id == identifier } }
                    problem = "\(E.self) \(missing.map { "\"\($0.entityIdentifierString)\"" }.joined(separator: ", ")) no longer exists"
                }
            } catch {
                return "\(E.DefaultQuery.self).entities(for:) failed: \(error)"
            }
        } else if hasValue || shape.isOptional || shape.isArray {
            return nil
        }
        if entities.isEmpty, !shape.isOptional, !shape.isArray {
            if let fallback = await E.defaultQuery.defaultResult() {
                entities = [fallback]
            } else {
                problem = (problem.map { $0 + " and " } ?? "") + "it has no value and \(E.DefaultQuery.self).defaultResult() gave none"
            }
        }
        let value: Any? = shape.isArray ? entities : entities.first
        lock.withLock {
            pending = nil
            storage = value.flatMap { $0 as? Value }
        }
        return problem
    }

    func options(searchTerm: String?, configuration: ConfigurationValues?, intentType: Any.Type) async throws -> ConfigurationOptions {
        guard let shape else { throw IntentConfigurationError("its type \(Value.self) cannot be configured") }
        if let optionsProvider {
            await IntentRuntime.injectDependencies(into: optionsProvider, configuring: intentType, values: configuration)
            return try await Self.options(from: optionsProvider, shape: shape)
        }
        switch shape.base {
        case .entity(let type):
            return try await Self.options(of: type, searchTerm: searchTerm, shape: shape, configuration: configuration, intentType: intentType)
        case .enumeration:
            guard case .enumeration(_, let cases) = shape.configurationType else { return ConfigurationOptions(sections: []) }
            return ConfigurationOptions(sections: [.init(title: nil, items: cases.map { .enumCase($0.identifier) })])
        default: throw IntentConfigurationError("it has no options to choose from")
        }
    }

    private static func options<P: DynamicOptionsProvider>(from provider: P, shape: IntentValueShape) async throws -> ConfigurationOptions {
        let sections = try await provider.results()._sections
        return ConfigurationOptions(
            sections: sections.map { .init(title: $0.title.map { String(localized: $0) }, items: $0.items.compactMap { shape.encodeSingle($0) }) })
    }

    private static func options<E: AppEntity>(
        of _: E.Type, searchTerm: String?, shape: IntentValueShape, configuration: ConfigurationValues?, intentType: Any.Type
    ) async throws -> ConfigurationOptions {
        let query = E.defaultQuery
        await IntentRuntime.injectDependencies(into: query, configuring: intentType, values: configuration)
        var sections: [(title: LocalizedStringResource?, items: [Any])]
        if let searchTerm, !searchTerm.isEmpty, let searchable = query as? any EntityStringQuery {
            sections = try await matching(searchable, searchTerm)
        } else {
            sections = try await query.suggestedEntities()._sections.map { ($0.title, $0.items.map { $0 as Any }) }
            if let searchTerm, !searchTerm.isEmpty {
                // A query without text search: narrow the suggestions by their titles.
                sections = sections.map { section in
                    (
                        section.title,
                        section.items.filter {
                            ($0 as? E).map { String(localized: $0.displayRepresentation.title).localizedCaseInsensitiveContains(searchTerm) } ?? false
                        }
                    )
                }
            }
        }
        return ConfigurationOptions(
            sections: sections.map { .init(title: $0.title.map { String(localized: $0) }, items: $0.items.compactMap { shape.encodeSingle($0) }) })
    }

    private static func matching<Q: EntityStringQuery>(_ query: Q, _ term: String) async throws -> [(title: LocalizedStringResource?, items: [Any])] {
        try await query.entities(matching: term)._sections.map { ($0.title, $0.items.map { $0 as Any }) }
    }

    func defaultConfigurationValue() async -> ConfigurationValue? {
        guard let shape else { return nil }
        if let defaultValue, let encoded = shape.encode(defaultValue) { return encoded }
        var found: ConfigurationValue?
        if let optionsProvider {
            found = await Self.defaultValue(of: optionsProvider)
        } else if case .entity(let type) = shape.base {
            found = await Self.defaultEntity(type)
        }
        guard let found else { return nil }
        // A list default for a single value gives its first element; a single one for a list, a list of one.
        switch (found, shape.isArray) {
        case (.array(let items), false): return items.first
        case (.array, true): return found
        case (_, true): return .array([found])
        default: return found
        }
    }

    private static func defaultValue<P: DynamicOptionsProvider>(of provider: P) async -> ConfigurationValue? {
        guard let value = await provider.defaultResult() else { return nil }
        return IntentValueShape(P.DefaultValue.self)?.encode(value)
    }

    private static func defaultEntity<E: AppEntity>(_: E.Type) async -> ConfigurationValue? {
        await E.defaultQuery.defaultResult().map { .entity(IntentValueShape.entity($0)) }
    }
}
