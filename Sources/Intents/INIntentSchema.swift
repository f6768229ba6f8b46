import Foundation

/// What an intent definition says about one intent, readable at run time without the
/// Objective-C runtime: generated intent classes return it from `INIntent.schema`, and the
/// host builds its configuration editor and validates stored configurations from it.
public struct INIntentSchema: Sendable, Codable, Equatable {
    /// The generated class's name (`ConfigurationIntent`).
    public var className: String
    /// The intent's title in the definition.
    public var title: String
    /// The intent's description in the definition.
    public var intentDescription: String
    /// The parameters a person can configure, in display order.
    public var parameters: [Parameter]

    /// A schema; generated code calls it.
    public init(className: String, title: String, intentDescription: String, parameters: [Parameter]) {
        self.className = className
        self.title = title
        self.intentDescription = intentDescription
        self.parameters = parameters
    }

    /// One parameter of an intent.
    public struct Parameter: Sendable, Codable, Equatable {
        /// The Swift property name.
        public var name: String
        /// What the configuration UI calls it.
        public var displayName: String
        /// Its type.
        public var type: ParameterType
        /// Whether it holds several values.
        public var isArray: Bool
        /// Whether its options come from the intent handler at run time.
        public var hasDynamicOptions: Bool
        /// Whether the handler can search its options (`provide…OptionsCollection(for:searchTerm:with:)`).
        public var supportsSearch: Bool
        /// Whether a person may configure it (`INIntentParameterConfigurable`).
        public var isConfigurable: Bool
        /// The value a new widget starts with, from the definition; nil for none.
        public var defaultValue: INParameterValue?

        /// A parameter; generated code calls it.
        public init(
            name: String, displayName: String, type: ParameterType, isArray: Bool = false, hasDynamicOptions: Bool = false,
            supportsSearch: Bool = false, isConfigurable: Bool = true, defaultValue: INParameterValue? = nil
        ) {
            self.name = name
            self.displayName = displayName
            self.type = type
            self.isArray = isArray
            self.hasDynamicOptions = hasDynamicOptions
            self.supportsSearch = supportsSearch
            self.isConfigurable = isConfigurable
            self.defaultValue = defaultValue
        }
    }

    /// The kinds of parameter value.
    public enum ParameterType: Sendable, Codable, Equatable {
        /// Text.
        case string
        /// A whole number.
        case integer
        /// On or off.
        case boolean
        /// A number with a fraction.
        case decimal
        /// A calendar date and time.
        case dateComponents
        /// A web or file address.
        case url
        /// A length of time in seconds.
        case duration
        /// A person.
        case person
        /// One of an intent enum's cases: its name and its cases in order.
        case enumeration(name: String, cases: [EnumCase])
        /// An object of a custom type from the definition (an `INObject` subclass).
        case object(typeName: String)
    }

    /// One case of an intent enum.
    public struct EnumCase: Sendable, Codable, Equatable {
        /// The Swift case name.
        public var name: String
        /// The case's raw value (`INEnumValueIndex`).
        public var index: Int
        /// What the configuration UI shows.
        public var displayName: String

        /// A case; generated code calls it.
        public init(name: String, index: Int, displayName: String) {
            self.name = name
            self.index = index
            self.displayName = displayName
        }
    }
}

/// A configuration value of one intent parameter, as the host stores and sends it.
public indirect enum INParameterValue: Sendable, Codable, Hashable {
    /// Text.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// On or off.
    case boolean(Bool)
    /// A number with a fraction.
    case decimal(Double)
    /// An enum case by raw value.
    case enumCase(Int)
    /// An object by identifier, with what is shown for it and its custom type's own properties.
    case object(identifier: String?, displayString: String, properties: [String: INParameterValue] = [:])
    /// A calendar date and time.
    case dateComponents(DateComponents)
    /// A URL.
    case url(URL)
    /// Seconds.
    case duration(Double)
    /// Several values.
    case array([INParameterValue])
}

/// A parameter value that does not fit the parameter it was given for.
public struct INParameterValueError: Error, CustomStringConvertible, Sendable {
    /// The intent class.
    public let intent: String
    /// The parameter.
    public let parameter: String
    /// What is wrong.
    public let reason: String

    /// An error naming the intent, the parameter and what is wrong.
    public init(intent: String, parameter: String, reason: String) {
        self.intent = intent
        self.parameter = parameter
        self.reason = reason
    }

    /// "ConfigurationIntent.person: …".
    public var description: String { "\(intent).\(parameter): \(reason)" }
}
