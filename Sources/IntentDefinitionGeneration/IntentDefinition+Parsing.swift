import Foundation

extension IntentDefinition {
    /// Reads a definition file (Xcode writes XML property lists; binary ones are read too).
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IntentDefinitionError(file: url.path, location: "", key: "(file)", reason: "cannot be read: \(error.localizedDescription)")
        }
        try self.init(data: data, file: url.path)
    }

    /// Reads definition data; `file` names it in errors.
    public init(data: Data, file: String) throws {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw IntentDefinitionError(file: file, location: "", key: "(file)", reason: "is not a property list: \(error.localizedDescription)")
        }
        var reader = DefinitionReader(file: file)
        let dictionary = try reader.dictionary(root, key: "(root)", at: "")
        let enums = try reader.array(dictionary["INEnums"], key: "INEnums", at: "", optional: true).map { try reader.enumeration($0) }
        let types = try reader.array(dictionary["INTypes"], key: "INTypes", at: "", optional: true).map { try reader.objectType($0) }
        reader.enumNames = Set(enums.map(\.name))
        reader.typeNames = Set(types.map(\.name))
        // Object properties can name enums and types declared after them: check them once all are known.
        for type in types {
            for property in type.properties {
                try reader.checkReference(property.type, at: "type \(type.name), property \(property.name)", key: "INTypePropertyType")
            }
        }
        let intents = try reader.array(dictionary["INIntents"], key: "INIntents", at: "", optional: true).map { try reader.intent($0) }
        try reader.unique(intents.map(\.className) + enums.map(\.name) + types.map(\.name), what: "type name")
        self.init(intents: intents, enums: enums, types: types)
    }
}

/// Reads the property list with errors that name the file, the place and the key.
private struct DefinitionReader {
    let file: String
    var enumNames: Set<String> = []
    var typeNames: Set<String> = []

    func fail(_ location: String, _ key: String, _ reason: String) -> IntentDefinitionError {
        IntentDefinitionError(file: file, location: location, key: key, reason: reason)
    }

    func dictionary(_ value: Any?, key: String, at location: String) throws -> [String: Any] {
        guard let dictionary = value as? [String: Any] else { throw fail(location, key, "must be a dictionary") }
        return dictionary
    }

    func array(_ value: Any?, key: String, at location: String, optional: Bool = false) throws -> [Any] {
        if value == nil, optional { return [] }
        guard let array = value as? [Any] else { throw fail(location, key, optional ? "must be an array" : "is missing (an array)") }
        return array
    }

    func string(_ dictionary: [String: Any], _ key: String, at location: String, default fallback: String? = nil) throws -> String {
        switch dictionary[key] {
        case let text as String: return text
        case nil:
            if let fallback { return fallback }
            throw fail(location, key, "is missing")
        default: throw fail(location, key, "must be a string")
        }
    }

    func bool(_ dictionary: [String: Any], _ key: String, at location: String, default fallback: Bool) throws -> Bool {
        switch dictionary[key] {
        case nil: return fallback
        case let flag as Bool: return flag
        case let number as NSNumber: return number.boolValue
        default: throw fail(location, key, "must be a Boolean")
        }
    }

    func integer(_ dictionary: [String: Any], _ key: String, at location: String) throws -> Int? {
        switch dictionary[key] {
        case nil: return nil
        case let number as Int: return number
        case let number as NSNumber: return number.intValue
        default: throw fail(location, key, "must be an integer")
        }
    }

    /// A name that becomes a Swift identifier.
    func identifier(_ dictionary: [String: Any], _ key: String, at location: String) throws -> String {
        let name = try string(dictionary, key, at: location)
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { throw fail(location, key, "\"\(name)\" is not a Swift identifier") }
        return name
    }

    func unique(_ names: [String], what: String) throws {
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            throw fail("", "(names)", "the \(what) \"\(name)\" is declared twice")
        }
    }

    func enumeration(_ value: Any) throws -> IntentDefinition.Enumeration {
        let dictionary = try self.dictionary(value, key: "INEnums item", at: "")
        let name = try identifier(dictionary, "INEnumName", at: "enum")
        let location = "enum \(name)"
        var cases: [IntentDefinition.Enumeration.Case] = []
        for (position, item) in try array(dictionary["INEnumValues"], key: "INEnumValues", at: location).enumerated() {
            let value = try self.dictionary(item, key: "INEnumValues item", at: location)
            let caseName = try identifier(value, "INEnumValueName", at: location)
            let index = try integer(value, "INEnumValueIndex", at: "\(location), value \(caseName)") ?? position
            // Xcode lists the implicit `unknown` (index 0) first; generated code always has it.
            if caseName == "unknown" && index == 0 { continue }
            guard index != 0 else { throw fail("\(location), value \(caseName)", "INEnumValueIndex", "0 is the implicit `unknown` case") }
            cases.append(.init(name: caseName, index: index, displayName: try string(value, "INEnumValueDisplayName", at: location, default: caseName)))
        }
        try unique(cases.map(\.name), what: "case of \(name)")
        try unique(cases.map { String($0.index) }, what: "index of a case of \(name)")
        return .init(name: name, displayName: try string(dictionary, "INEnumDisplayName", at: location, default: name), cases: cases)
    }

    static let builtInProperties: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]

    func objectType(_ value: Any) throws -> IntentDefinition.ObjectType {
        let dictionary = try self.dictionary(value, key: "INTypes item", at: "")
        let name = try identifier(dictionary, "INTypeName", at: "type")
        let location = "type \(name)"
        var properties: [IntentDefinition.ObjectType.Property] = []
        for item in try array(dictionary["INTypeProperties"], key: "INTypeProperties", at: location, optional: true) {
            let property = try self.dictionary(item, key: "INTypeProperties item", at: location)
            let propertyName = try identifier(property, "INTypePropertyName", at: location)
            if Self.builtInProperties.contains(propertyName) { continue }
            let place = "\(location), property \(propertyName)"
            let type = try parameterType(
                property, typeKey: "INTypePropertyType", enumKey: "INTypePropertyEnumType", objectKey: "INTypePropertyObjectType",
                at: place, checkReferences: false)
            properties.append(
                .init(
                    name: propertyName, type: type,
                    isArray: try bool(property, "INTypePropertySupportsMultipleValues", at: place, default: false)))
        }
        try unique(properties.map(\.name), what: "property of \(name)")
        return .init(name: name, displayName: try string(dictionary, "INTypeDisplayName", at: location, default: name), properties: properties)
    }

    /// Types with no Linux counterpart, and what they would need.
    static let unsupportedTypes: [String: String] = [
        "Placemark": "CLPlacemark (CoreLocation)", "Location": "CLPlacemark (CoreLocation)", "File": "INFile",
        "CurrencyAmount": "INCurrencyAmount", "PaymentMethod": "INPaymentMethod", "Distance": "Measurement<UnitLength>",
        "Mass": "Measurement<UnitMass>", "Temperature": "Measurement<UnitTemperature>", "Speed": "Measurement<UnitSpeed>",
        "Volume": "Measurement<UnitVolume>", "Energy": "Measurement<UnitEnergy>",
    ]

    func parameterType(
        _ dictionary: [String: Any], typeKey: String, enumKey: String, objectKey: String, at location: String, checkReferences: Bool = true
    ) throws -> IntentDefinition.ParameterType {
        let raw = try string(dictionary, typeKey, at: location)
        let type: IntentDefinition.ParameterType
        switch raw {
        case "String", "SpeakableString": type = .string
        case "Integer":
            if let enumName = dictionary[enumKey] as? String { type = .enumeration(enumName) } else { type = .integer }
        case "Boolean": type = .boolean
        case "Decimal", "Double", "Number": type = .decimal
        case "DateComponents", "Date": type = .dateComponents
        case "URL": type = .url
        case "Duration": type = .duration
        case "Person": type = .person
        case "Object":
            guard let objectName = dictionary[objectKey] as? String else { throw fail(location, objectKey, "is missing for an Object parameter") }
            type = .object(objectName)
        default:
            if let needs = Self.unsupportedTypes[raw] {
                throw fail(location, typeKey, "\"\(raw)\" parameters are not supported on Linux (they need \(needs))")
            }
            throw fail(location, typeKey, "unknown parameter type \"\(raw)\"")
        }
        if checkReferences { try checkReference(type, at: location, key: typeKey) }
        return type
    }

    func checkReference(_ type: IntentDefinition.ParameterType, at location: String, key: String) throws {
        switch type {
        case .enumeration(let name) where !enumNames.contains(name):
            throw fail(location, key, "names the enum \"\(name)\", which the file does not declare")
        case .object(let name) where !typeNames.contains(name):
            throw fail(location, key, "names the type \"\(name)\", which the file does not declare")
        default: break
        }
    }

    func intent(_ value: Any) throws -> IntentDefinition.Intent {
        let dictionary = try self.dictionary(value, key: "INIntents item", at: "")
        let name = try identifier(dictionary, "INIntentName", at: "intent")
        let location = "intent \(name)"
        var parameters: [(IntentDefinition.Parameter, Int)] = []
        for (position, item) in try array(dictionary["INIntentParameters"], key: "INIntentParameters", at: location, optional: true).enumerated() {
            let parameter = try self.dictionary(item, key: "INIntentParameters item", at: location)
            let parameterName = try identifier(parameter, "INIntentParameterName", at: location)
            let place = "\(location), parameter \(parameterName)"
            let type = try parameterType(
                parameter, typeKey: "INIntentParameterType", enumKey: "INIntentParameterEnumType", objectKey: "INIntentParameterObjectType",
                at: place)
            var defaultValue: String?
            if let metadata = parameter["INIntentParameterMetadata"] {
                let metadata = try self.dictionary(metadata, key: "INIntentParameterMetadata", at: place)
                switch metadata["INIntentParameterMetadataDefaultValue"] {
                case nil: break
                case let text as String: defaultValue = text
                case let number as NSNumber: defaultValue = number.stringValue
                default: throw fail(place, "INIntentParameterMetadataDefaultValue", "must be a string or a number")
                }
            }
            let priority = try integer(parameter, "INIntentParameterDisplayPriority", at: place) ?? position + 1
            parameters.append(
                (
                    .init(
                        name: parameterName, displayName: try string(parameter, "INIntentParameterDisplayName", at: place, default: parameterName),
                        type: type, isArray: try bool(parameter, "INIntentParameterSupportsMultipleValues", at: place, default: false),
                        hasDynamicOptions: try bool(parameter, "INIntentParameterSupportsDynamicEnumeration", at: place, default: false),
                        supportsSearch: try bool(parameter, "INIntentParameterSupportsSearch", at: place, default: false),
                        isConfigurable: try bool(parameter, "INIntentParameterConfigurable", at: place, default: true),
                        displayPriority: priority, defaultValue: defaultValue), position
                ))
        }
        try unique(parameters.map(\.0.name), what: "parameter of \(name)")
        var codes: [IntentDefinition.ResponseCode] = []
        if let response = dictionary["INIntentResponse"] {
            let response = try self.dictionary(response, key: "INIntentResponse", at: location)
            for item in try array(response["INIntentResponseCodes"], key: "INIntentResponseCodes", at: location, optional: true) {
                let code = try self.dictionary(item, key: "INIntentResponseCodes item", at: location)
                let codeName = try identifier(code, "INIntentResponseCodeName", at: location)
                if IntentCodeGenerator.standardResponseCodes.contains(codeName) { continue }
                codes.append(.init(name: codeName, isSuccess: try bool(code, "INIntentResponseCodeSuccess", at: location, default: false)))
            }
        }
        return .init(
            name: name, title: try string(dictionary, "INIntentTitle", at: location, default: name),
            description: try string(dictionary, "INIntentDescription", at: location, default: ""),
            eligibleForWidgets: try bool(dictionary, "INIntentEligibleForWidgets", at: location, default: false),
            parameters: parameters.sorted { ($0.0.displayPriority, $0.1) < ($1.0.displayPriority, $1.1) }.map(\.0),
            responseCodes: codes)
    }
}

extension IntentDefinition {
    /// Two files of one target that declare the same type would generate it twice.
    public func checkNamesAcrossFiles() throws {
        var seen: Set<String> = []
        for name in intents.map(\.className) + enums.map(\.name) + types.map(\.name) where !seen.insert(name).inserted {
            throw IntentDefinitionError(file: "(target)", location: "", key: "(names)", reason: "\"\(name)\" is declared by two definition files")
        }
    }
}
