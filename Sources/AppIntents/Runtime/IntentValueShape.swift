internal import ExtensionProtocol
import Foundation
import SwiftUI

/// What a parameter's Swift type is, read at run time from its metatype: the single value's
/// kind, and whether it is optional and an array. Unsupported types give nil.
struct IntentValueShape {
    enum Base {
        case string, integer, decimal, foundationDecimal, boolean, date, dateComponents, url
        case enumeration(any AppEnum.Type)
        case entity(any AppEntity.Type)
    }

    let base: Base
    let isOptional: Bool
    let isArray: Bool
    /// `[Element].self`, to build a typed array.
    let arrayType: (any ArrayValue.Type)?

    init?(_ type: Any.Type) {
        var type = type
        isOptional = (type as? any OptionalValue.Type).map { type = $0.wrappedType } != nil
        arrayType = type as? any ArrayValue.Type
        isArray = arrayType != nil
        if let arrayType { type = arrayType.elementType }
        switch type {
        case is String.Type: base = .string
        case is Int.Type: base = .integer
        case is Double.Type: base = .decimal
        case is Decimal.Type: base = .foundationDecimal
        case is Bool.Type: base = .boolean
        case is Date.Type: base = .date
        case is DateComponents.Type: base = .dateComponents
        case is URL.Type: base = .url
        default:
            if let enumType = type as? any AppEnum.Type {
                base = .enumeration(enumType)
            } else if let entityType = type as? any AppEntity.Type {
                base = .entity(entityType)
            } else {
                return nil
            }
        }
    }

    var isEntity: Bool { if case .entity = base { true } else { false } }

    /// The schema's form of the type.
    var configurationType: ConfigurationValueType {
        switch base {
        case .string: .string
        case .integer: .integer
        case .decimal, .foundationDecimal: .decimal
        case .boolean: .boolean
        case .date: .date
        case .dateComponents: .dateComponents
        case .url: .url
        case .enumeration(let type): .enumeration(name: String(describing: type), cases: Self.cases(of: type))
        case .entity(let type): .entity(typeName: String(describing: type))
        }
    }

    private static func cases<E: AppEnum>(of _: E.Type) -> [ConfigurationEnumCase] {
        E.allCases.map { value in
            ConfigurationEnumCase(
                identifier: value.rawValue.description,
                title: E.caseDisplayRepresentations[value].map { String(localized: $0.title) } ?? value.rawValue.description)
        }
    }

    /// A Swift value of the parameter's type (optional, array or single) in the stored form; nil
    /// for no value.
    func encode(_ value: Any) -> ConfigurationValue? {
        var value = value
        if isOptional {
            guard let wrapped = (value as? any OptionalValue)?.unwrappedAny else { return nil }
            value = wrapped
        }
        if isArray {
            guard let elements = (value as? any ArrayValue)?.elementsAny else { return nil }
            return .array(elements.compactMap(encodeSingle))
        }
        return encodeSingle(value)
    }

    /// One value (not optional, not an array) in the stored form.
    func encodeSingle(_ value: Any) -> ConfigurationValue? {
        switch base {
        case .string: (value as? String).map { .string($0) }
        case .integer: (value as? Int).map { .integer($0) }
        case .decimal: (value as? Double).map { .decimal($0) }
        case .foundationDecimal: (value as? Decimal).map { .decimal(NSDecimalNumber(decimal: $0).doubleValue) }
        case .boolean: (value as? Bool).map { .boolean($0) }
        case .date: (value as? Date).map { .date($0) }
        case .dateComponents: (value as? DateComponents).map { .dateComponents($0) }
        case .url: (value as? URL).map { .url($0) }
        case .enumeration: (value as? any AppEnum).map { .enumCase(Self.rawString($0)) }
        case .entity: (value as? any AppEntity).map { .entity(Self.entity($0)) }
        }
    }

    private static func rawString<E: AppEnum>(_ value: E) -> String { value.rawValue.description }

    /// An entity as the host stores it: its identifier and how it is shown.
    static func entity<E: AppEntity>(_ entity: E) -> ConfigurationEntity {
        let shown = entity.displayRepresentation
        return ConfigurationEntity(
            identifier: entity.id.entityIdentifierString, title: String(localized: shown.title), subtitle: shown.subtitle.map { String(localized: $0) })
    }

    /// The Swift value of one stored value; an entity is not built here (its query does that),
    /// only checked. Throws a message without the parameter's name, which the caller adds.
    func decodeSingle(_ value: ConfigurationValue) throws(IntentConfigurationError) -> Any {
        switch (base, value) {
        case (.string, .string(let text)): return text
        case (.integer, .integer(let number)): return number
        case (.decimal, .decimal(let number)): return number
        case (.decimal, .integer(let number)): return Double(number)
        case (.foundationDecimal, .decimal(let number)): return Decimal(number)
        case (.foundationDecimal, .integer(let number)): return Decimal(number)
        case (.boolean, .boolean(let flag)): return flag
        case (.date, .date(let date)): return date
        case (.dateComponents, .dateComponents(let components)): return components
        case (.url, .url(let url)): return url
        case (.enumeration(let type), .enumCase(let raw)):
            guard let value = Self.enumValue(type, raw: raw) else {
                let cases = Self.cases(of: type).map(\.identifier).joined(separator: ", ")
                throw IntentConfigurationError("\"\(raw)\" is not a case of \(type) (cases: \(cases))")
            }
            return value
        case (.entity(let type), .entity(let entity)):
            guard let identifier = entity.identifier else {
                throw IntentConfigurationError("the \(type) \"\(entity.title)\" has no identifier")
            }
            guard Self.entityIdentifier(type, identifier) != nil else {
                throw IntentConfigurationError("\"\(identifier)\" is not an identifier of \(type)")
            }
            return entity
        default:
            throw IntentConfigurationError("\(value.displayText) is not of type \(configurationType.displayName)")
        }
    }

    private static func enumValue<E: AppEnum>(_: E.Type, raw: String) -> Any? { E.RawValue(raw).flatMap(E.init(rawValue:)) }

    static func entityIdentifier<E: AppEntity>(_: E.Type, _ string: String) -> E.ID? { E.ID.entityIdentifier(for: string) }
}
