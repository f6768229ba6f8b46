import Foundation

/// What a configurable widget lets a person set, sent by the extension in `describe`: the
/// common form of a SiriKit intent definition and an App Intent's `@Parameter`s. The host
/// validates stored configurations against it and the editors (CLI, web) are generated from it.
public struct ConfigurationSchema: Codable, Hashable, Sendable {
    /// Where the schema comes from.
    public enum Source: String, Codable, Hashable, Sendable {
        /// A SiriKit intent generated from an `.intentdefinition` (`IntentConfiguration`).
        case intent
        /// A `WidgetConfigurationIntent` (`AppIntentConfiguration`).
        case appIntent
    }

    /// SiriKit or App Intents.
    public var source: Source
    /// The intent type's name without its module (`ConfigurationIntent`, `SelectCityIntent`):
    /// what an Intents extension's `IntentsSupported` lists.
    public var typeName: String
    /// The intent's title.
    public var title: String
    /// The intent's description; empty for none.
    public var description: String
    /// The parameters, in the order the editor shows them.
    public var parameters: [ConfigurationParameter]

    /// A schema.
    public init(source: Source, typeName: String, title: String, description: String = "", parameters: [ConfigurationParameter]) {
        self.source = source
        self.typeName = typeName
        self.title = title
        self.description = description
        self.parameters = parameters
    }

    /// The parameter called `name`; nil when there is none.
    public func parameter(named name: String) -> ConfigurationParameter? { parameters.first { $0.name == name } }

    /// The configuration a new widget starts with when no handler is asked: each parameter's default.
    public var defaultValues: ConfigurationValues {
        var values = ConfigurationValues()
        for parameter in parameters { if let value = parameter.defaultValue { values[parameter.name] = value } }
        return values
    }
}

/// One parameter a person can set.
public struct ConfigurationParameter: Codable, Hashable, Sendable {
    /// The Swift property name: the key of its value in `ConfigurationValues`.
    public var name: String
    /// What the editor calls it.
    public var title: String
    /// A longer explanation; nil for none.
    public var description: String?
    /// The kind of value it takes.
    public var type: ConfigurationValueType
    /// Whether it takes several values.
    public var isArray: Bool
    /// Whether it must have a value (a non-optional `@Parameter`, a SiriKit enum).
    public var isRequired: Bool
    /// Whether its options come from the app at run time (an intent handler, an `EntityQuery`,
    /// a `DynamicOptionsProvider`).
    public var hasDynamicOptions: Bool
    /// Whether those options can be searched by text (`searchTerm:`, `EntityStringQuery`).
    public var supportsSearch: Bool
    /// The value a new widget starts with; nil for none.
    public var defaultValue: ConfigurationValue?
    /// The smallest number allowed (`inclusiveRange`, `controlStyle` bounds); nil for no bound.
    public var minimum: Double?
    /// The largest number allowed; nil for no bound.
    public var maximum: Double?

    /// A parameter.
    public init(
        name: String, title: String, description: String? = nil, type: ConfigurationValueType, isArray: Bool = false,
        isRequired: Bool = false, hasDynamicOptions: Bool = false, supportsSearch: Bool = false,
        defaultValue: ConfigurationValue? = nil, minimum: Double? = nil, maximum: Double? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.isArray = isArray
        self.isRequired = isRequired
        self.hasDynamicOptions = hasDynamicOptions
        self.supportsSearch = supportsSearch
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// The kinds of value a parameter takes.
public enum ConfigurationValueType: Codable, Hashable, Sendable {
    /// Text.
    case string
    /// A whole number.
    case integer
    /// On or off.
    case boolean
    /// A number with a fraction.
    case decimal
    /// A moment in time.
    case date
    /// A calendar date and time.
    case dateComponents
    /// A web or file address.
    case url
    /// A length of time in seconds.
    case duration
    /// A person (SiriKit `INPerson`), stored as an entity.
    case person
    /// One case of an enum: its type name and its cases in order.
    case enumeration(name: String, cases: [ConfigurationEnumCase])
    /// An object the app supplies: a SiriKit custom type or an `AppEntity`, by type name.
    case entity(typeName: String)

    /// What the CLI calls the type.
    public var displayName: String {
        switch self {
        case .string: "text"
        case .integer: "integer"
        case .boolean: "boolean"
        case .decimal: "decimal"
        case .date: "date"
        case .dateComponents: "date and time"
        case .url: "URL"
        case .duration: "duration (seconds)"
        case .person: "person"
        case .enumeration(let name, _): "\(name) (enum)"
        case .entity(let typeName): typeName
        }
    }
}

/// One case of an enum parameter.
public struct ConfigurationEnumCase: Codable, Hashable, Sendable {
    /// Its identifier: the Swift case name for SiriKit, the raw value for an `AppEnum`.
    public var identifier: String
    /// What the editor shows.
    public var title: String

    /// A case.
    public init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }
}

/// The options an app offers for one parameter, in sections.
public struct ConfigurationOptions: Codable, Hashable, Sendable {
    /// One titled group of options.
    public struct Section: Codable, Hashable, Sendable {
        /// The section's title; nil for none.
        public var title: String?
        /// The options, as values the parameter can take.
        public var items: [ConfigurationValue]

        /// A section.
        public init(title: String?, items: [ConfigurationValue]) {
            self.title = title
            self.items = items
        }
    }

    /// The sections, in the app's order.
    public var sections: [Section]
    /// Whether the app asked for an alphabetical index.
    public var usesIndexedCollation: Bool

    /// Options in sections.
    public init(sections: [Section], usesIndexedCollation: Bool = false) {
        self.sections = sections
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// Every option, across sections.
    public var allItems: [ConfigurationValue] { sections.flatMap(\.items) }
}
