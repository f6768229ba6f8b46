/// The parts of an Xcode `.intentdefinition` file that generated code depends on
/// (docs/INTENT-DEFINITIONS.md lists the keys and what each becomes).
public struct IntentDefinition: Sendable, Equatable {
    /// Custom intents (`INIntents`).
    public var intents: [Intent]
    /// Custom enums (`INEnums`).
    public var enums: [Enumeration]
    /// Custom object types (`INTypes`).
    public var types: [ObjectType]

    /// A definition with these intents, enums and types.
    public init(intents: [Intent], enums: [Enumeration], types: [ObjectType]) {
        self.intents = intents
        self.enums = enums
        self.types = types
    }

    /// A custom intent; its class is `name` + "Intent".
    public struct Intent: Sendable, Equatable {
        /// `INIntentName`.
        public var name: String
        /// `INIntentTitle`.
        public var title: String
        /// `INIntentDescription`.
        public var description: String
        /// `INIntentEligibleForWidgets`.
        public var eligibleForWidgets: Bool
        /// `INIntentParameters`, in display-priority order.
        public var parameters: [Parameter]
        /// Custom response codes (`INIntentResponse` → `INIntentResponseCodes`) beyond the standard ones.
        public var responseCodes: [ResponseCode]

        /// The generated class name.
        public var className: String { name + "Intent" }
    }

    /// One intent parameter.
    public struct Parameter: Sendable, Equatable {
        /// `INIntentParameterName`: the Swift property name.
        public var name: String
        /// `INIntentParameterDisplayName`.
        public var displayName: String
        /// `INIntentParameterType` with its enum or object type.
        public var type: ParameterType
        /// `INIntentParameterSupportsMultipleValues`.
        public var isArray: Bool
        /// `INIntentParameterSupportsDynamicEnumeration`.
        public var hasDynamicOptions: Bool
        /// `INIntentParameterSupportsSearch` (options searchable).
        public var supportsSearch: Bool
        /// `INIntentParameterConfigurable` (true when absent).
        public var isConfigurable: Bool
        /// `INIntentParameterDisplayPriority`.
        public var displayPriority: Int
        /// `INIntentParameterMetadata` → `INIntentParameterMetadataDefaultValue`, as written.
        public var defaultValue: String?
    }

    /// The types a parameter can have.
    public enum ParameterType: Sendable, Equatable {
        case string, integer, boolean, decimal, dateComponents, url, duration, person
        /// `Integer` with `INIntentParameterEnumType`.
        case enumeration(String)
        /// `Object` with `INIntentParameterObjectType`.
        case object(String)
    }

    /// A custom response code.
    public struct ResponseCode: Sendable, Equatable {
        /// `INIntentResponseCodeName`.
        public var name: String
        /// `INIntentResponseCodeSuccess`.
        public var isSuccess: Bool
    }

    /// A custom enum; its cases are Int-backed, `unknown` = 0 first.
    public struct Enumeration: Sendable, Equatable {
        /// `INEnumName`.
        public var name: String
        /// `INEnumDisplayName`.
        public var displayName: String
        /// `INEnumValues` except the implicit `unknown`.
        public var cases: [Case]

        /// One value.
        public struct Case: Sendable, Equatable {
            /// `INEnumValueName`.
            public var name: String
            /// `INEnumValueIndex`.
            public var index: Int
            /// `INEnumValueDisplayName`.
            public var displayName: String
        }
    }

    /// A custom object type: an `INObject` subclass with extra properties.
    public struct ObjectType: Sendable, Equatable {
        /// `INTypeName`.
        public var name: String
        /// `INTypeDisplayName`.
        public var displayName: String
        /// The properties beyond INObject's built-in four.
        public var properties: [Property]

        /// One extra property.
        public struct Property: Sendable, Equatable {
            /// `INTypePropertyName`.
            public var name: String
            /// `INTypePropertyType`.
            public var type: ParameterType
            /// `INTypePropertySupportsMultipleValues`.
            public var isArray: Bool
        }
    }
}
