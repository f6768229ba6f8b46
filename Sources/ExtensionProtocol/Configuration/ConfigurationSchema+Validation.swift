import Foundation

/// A stored value the schema no longer accepts, and why: what the host records when an app's
/// new version changed a parameter, and what the editor shows beside the form.
public struct ConfigurationDrop: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name as it was stored.
    public var name: String
    /// Why the value was dropped, for a person.
    public var reason: String

    /// A dropped value.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `name: reason`.
    public var description: String { "\(name): \(reason)" }
}

/// What a schema keeps of a stored configuration: the values it still accepts, and the rest
/// with their reasons.
public struct ConfigurationValidation: Hashable, Sendable {
    /// The values the schema accepts, by parameter name.
    public var kept: ConfigurationValues
    /// The values it does not, in name order.
    public var dropped: [ConfigurationDrop]

    /// A result from its parts.
    public init(kept: ConfigurationValues, dropped: [ConfigurationDrop]) {
        self.kept = kept
        self.dropped = dropped
    }
}

/// An edit the schema refuses, naming the parameter; nothing is changed by a refused edit.
public struct ConfigurationValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter the problem is with; nil when it is not about one parameter.
    public var parameter: String?
    /// The whole sentence.
    public var message: String

    /// An error about `parameter`.
    public init(parameter: String?, _ message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// The sentence.
    public var description: String { message }
}

extension ConfigurationSchema {
    /// Keeps the values this schema accepts and drops the rest, each with its reason: an unknown
    /// name, a value of another type, an enum case the schema lacks, a number out of bounds, a
    /// list for a single-value parameter (or the reverse). Used for stored configurations, which
    /// must never stop a widget from drawing: what is dropped is reported, not thrown.
    public func validate(_ values: ConfigurationValues) -> ConfigurationValidation {
        var kept = ConfigurationValues()
        var dropped: [ConfigurationDrop] = []
        for name in values.keys.sorted() {
            let value = values[name]!
            guard let parameter = parameter(named: name) else {
                dropped.append(ConfigurationDrop(name: name, reason: "\(typeName) has no parameter \(name)"))
                continue
            }
            if let problem = parameter.problem(with: value) {
                dropped.append(ConfigurationDrop(name: name, reason: problem))
            } else {
                kept[name] = value
            }
        }
        return ConfigurationValidation(kept: kept, dropped: dropped)
    }

    /// Checks an edit strictly: every name must be a parameter and every value acceptable; with
    /// `requiringAll`, every required parameter must have a value. Throws the first problem
    /// found (parameters in schema order, then unknown names), naming the parameter.
    public func check(_ values: ConfigurationValues, requiringAll: Bool = false) throws {
        for parameter in parameters {
            if let value = values[parameter.name] {
                if let problem = parameter.problem(with: value) {
                    throw ConfigurationValidationError(parameter: parameter.name, "\(parameter.name) (\(parameter.title)): \(problem)")
                }
            } else if requiringAll && parameter.isRequired {
                throw ConfigurationValidationError(parameter: parameter.name, "\(parameter.name) (\(parameter.title)) is required; set it")
            }
        }
        if let unknown = values.keys.sorted().first(where: { parameter(named: $0) == nil }) {
            let names = parameters.map(\.name).joined(separator: ", ")
            throw ConfigurationValidationError(
                parameter: unknown, "\(typeName) has no parameter \(unknown); its parameters are \(names.isEmpty ? "none" : names)")
        }
    }
}

extension ConfigurationParameter {
    /// Why this parameter cannot hold `value`; nil when it can.
    public func problem(with value: ConfigurationValue) -> String? {
        if isArray {
            guard case .array(let items) = value else { return "takes a list of \(type.displayName) values, not a single value" }
            for (index, item) in items.enumerated() {
                if case .array = item { return "item \(index + 1) is itself a list" }
                if let problem = problemWithSingle(item) { return "item \(index + 1): \(problem)" }
            }
            return nil
        }
        if case .array = value { return "takes one \(type.displayName) value, not a list" }
        return problemWithSingle(value)
    }

    private func problemWithSingle(_ value: ConfigurationValue) -> String? {
        switch (type, value) {
        case (.string, .string), (.boolean, .boolean), (.date, .date), (.dateComponents, .dateComponents), (.url, .url):
            return nil
        case (.integer, .integer(let number)):
            return outOfBounds(Double(number))
        case (.decimal, .decimal(let number)):
            return number.isFinite ? outOfBounds(number) : "\(number) is not a number"
        case (.decimal, .integer(let number)):
            return outOfBounds(Double(number))
        case (.duration, .duration(let seconds)):
            guard seconds.isFinite, seconds >= 0 else { return "a duration is a number of seconds from 0; \(seconds) is not" }
            return outOfBounds(seconds)
        case (.enumeration(let name, let cases), .enumCase(let identifier)):
            guard cases.contains(where: { $0.identifier == identifier }) else {
                return "\(identifier) is not a case of \(name); its cases are \(cases.map(\.identifier).joined(separator: ", "))"
            }
            return nil
        case (.entity, .entity(let entity)), (.person, .entity(let entity)):
            return entity.title.isEmpty && entity.identifier == nil ? "an entity needs an identifier or a title" : nil
        default:
            return "expects \(type.displayName), not \(value.kindName)"
        }
    }

    private func outOfBounds(_ number: Double) -> String? {
        if let minimum, number < minimum { return "\(Self.format(number)) is below the minimum \(Self.format(minimum))" }
        if let maximum, number > maximum { return "\(Self.format(number)) is above the maximum \(Self.format(maximum))" }
        return nil
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

extension ConfigurationValue {
    /// What kind of value this is, for error messages (`text`, `integer`, `enum case`…).
    public var kindName: String {
        switch self {
        case .string: "text"
        case .integer: "an integer"
        case .boolean: "a boolean"
        case .decimal: "a decimal"
        case .date: "a date"
        case .dateComponents: "date components"
        case .url: "a URL"
        case .duration: "a duration"
        case .enumCase: "an enum case"
        case .entity: "an entity"
        case .array: "a list"
        }
    }
}
