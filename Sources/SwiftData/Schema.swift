import Foundation

/// The model types a container stores, with each one's persisted properties.
public final class Schema: Sendable {
    /// A schema's version (recorded; Vitrine extends the store's tables instead of migrating).
    public struct Version: Sendable, Hashable, CustomStringConvertible {
        /// The major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int
        /// A version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The entities, one per model type, in the order given.
    public let entities: [Entity]
    /// The version given to the initializer.
    public let version: Version

    /// A schema of `types` (and the model types their relationships reach).
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var entities: [Entity] = []
        var seen: Set<ObjectIdentifier> = []
        var queue = types
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            let entity = Entity(type)
            entities.append(entity)
            queue += entity.properties.compactMap { $0.storage.relatedType }
        }
        self.entities = entities
        self.version = version
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The entity of `type`, if the schema has it.
    func entity(for type: any PersistentModel.Type) -> Entity? {
        entities.first { $0.type == type }
    }

    /// One model type: its name (the table's) and persisted properties (the columns).
    public struct Entity: @unchecked Sendable {
        /// The class name, which is also the table's name.
        public let name: String
        /// The persisted properties, in declaration order.
        public let properties: [PropertyMetadata]
        let type: any PersistentModel.Type

        init(_ type: any PersistentModel.Type) {
            self.type = type
            self.name = Schema.entityName(of: type)
            self.properties = type.schemaMetadata
        }
    }

    static func entityName(of type: any PersistentModel.Type) -> String {
        String(describing: type)
    }
}

/// A property of a schema: an attribute or a relationship.
public protocol SchemaProperty: Sendable {}

extension Schema {
    /// One persisted property as `@Model` lists it: name, key path, declared default value and
    /// its `@Attribute` or `@Relationship` options. The initializer is chosen by the property's
    /// type, which decides how the value is stored.
    public struct PropertyMetadata: @unchecked Sendable {
        /// The property's name (and its column's).
        public let name: String
        /// The property's key path on the model class.
        public let keyPath: AnyKeyPath
        /// The value declared with the property, used for rows stored before it existed.
        public let defaultValue: Any?
        /// `Schema.Attribute` or `Schema.Relationship` options, if the property has any.
        public let metadata: (any SchemaProperty)?
        let storage: PropertyStorage

        init(name: String, keyPath: AnyKeyPath, defaultValue: Any?, metadata: (any SchemaProperty)?, storage: PropertyStorage) {
            self.name = name
            self.keyPath = keyPath
            self.defaultValue = defaultValue
            self.metadata = metadata
            self.storage = storage
        }

        /// An attribute of a `Codable` type: numbers, `Bool`, `String`, `Date`, `Data`, `UUID`
        /// and `URL` (optional or not) in native SQLite columns, anything else `Codable` as JSON.
        public init<Root, Value: Codable>(
            name: String, keyPath: KeyPath<Root, Value>, defaultValue: Value?, metadata: (any SchemaProperty)?
        ) {
            self.init(
                name: name, keyPath: keyPath, defaultValue: defaultValue, metadata: metadata,
                storage: .attribute(AttributeCoder(Value.self)))
        }

        /// A to-one relationship that is always set.
        public init<Root, Value: PersistentModel>(
            name: String, keyPath: KeyPath<Root, Value>, defaultValue: Value?, metadata: (any SchemaProperty)?
        ) {
            self.init(name: name, keyPath: keyPath, defaultValue: nil, metadata: metadata, storage: .toOne(Value.self, optional: false))
        }

        /// An optional to-one relationship.
        public init<Root, Value: PersistentModel>(
            name: String, keyPath: KeyPath<Root, Value?>, defaultValue: Value??, metadata: (any SchemaProperty)?
        ) {
            self.init(name: name, keyPath: keyPath, defaultValue: nil, metadata: metadata, storage: .toOne(Value.self, optional: true))
        }

        /// A to-many relationship.
        public init<Root, Value: PersistentModel>(
            name: String, keyPath: KeyPath<Root, [Value]>, defaultValue: [Value]?, metadata: (any SchemaProperty)?
        ) {
            self.init(name: name, keyPath: keyPath, defaultValue: nil, metadata: metadata, storage: .toMany(Value.self, optional: false))
        }

        /// An optional to-many relationship (as CloudKit-synced models declare them).
        public init<Root, Value: PersistentModel>(
            name: String, keyPath: KeyPath<Root, [Value]?>, defaultValue: [Value]??, metadata: (any SchemaProperty)?
        ) {
            self.init(name: name, keyPath: keyPath, defaultValue: nil, metadata: metadata, storage: .toMany(Value.self, optional: true))
        }

        /// Any other type cannot be stored: the compiler reports this message at the `@Model` class.
        @available(
            *, unavailable,
            message: "Vitrine's SwiftData stores Codable attributes and @Model relationships; make this property's type Codable or mark it @Transient"
        )
        public init<Root, Value>(name: String, keyPath: KeyPath<Root, Value>, defaultValue: Value?, metadata: (any SchemaProperty)?) {
            fatalError("unavailable")
        }
    }

    /// `@Attribute` options.
    public struct Attribute: SchemaProperty {
        /// What an attribute's options can say.
        public struct Option: Sendable, Hashable {
            let name: String
            /// One value per model: inserting a model with a stored value updates that row (an upsert).
            public static let unique = Option(name: "unique")
            /// Large data kept outside the row on Apple's store (a column here).
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit (no effect here).
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history after deletion (no effect here).
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked for changes but not saved (saved here; recorded only).
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight (no effect here).
            public static let spotlight = Option(name: "spotlight")
        }
        /// The options given to `@Attribute`.
        public let options: [Option]
        /// The property's earlier name (recorded; columns are not renamed).
        public let originalName: String?
        /// Options as `@Attribute` takes them.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
        }
        /// Whether `.unique` is among the options.
        public var isUnique: Bool { options.contains(.unique) }
    }

    /// `@Relationship` options.
    public struct Relationship: SchemaProperty, @unchecked Sendable {
        /// Relationship options (only `.unique` exists on Apple; recorded here).
        public struct Option: Sendable, Hashable {
            let name: String
            /// A unique relationship (recorded only).
            public static let unique = Option(name: "unique")
        }
        /// What deleting the model does to the models it relates to.
        public enum DeleteRule: Sendable, Hashable {
            /// Related models are deleted too.
            case cascade
            /// Deletion is refused while related models exist (not enforced here: treated as `.nullify`).
            case deny
            /// Related models stay; they no longer refer to the deleted one.
            case nullify
            /// Nothing is done to related models.
            case noAction
        }
        /// The delete rule given to `@Relationship`.
        public let deleteRule: DeleteRule
        /// The inverse relationship's key path, if given (recorded; inverses are not maintained).
        public let inverseKeyPath: AnyKeyPath?
        /// Options as `@Relationship` takes them.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {
            self.deleteRule = deleteRule
            self.inverseKeyPath = inverse
        }
    }
}

/// How one property is stored.
enum PropertyStorage: @unchecked Sendable {
    case attribute(AttributeCoder)
    case toOne(any PersistentModel.Type, optional: Bool)
    case toMany(any PersistentModel.Type, optional: Bool)

    var relatedType: (any PersistentModel.Type)? {
        switch self {
        case .attribute: nil
        case .toOne(let type, _), .toMany(let type, _): type
        }
    }
}
