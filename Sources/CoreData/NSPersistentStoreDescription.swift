import Foundation

/// The SQLite store type, Apple's default.
public let NSSQLiteStoreType = "SQLite"
/// An in-memory store (also what a store URL of `/dev/null` gives, as previews use).
public let NSInMemoryStoreType = "InMemory"
/// Apple's option key for automatic lightweight migration.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// Apple's option key for an inferred mapping model.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// Apple's option key for opening a store read-only.
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
/// Apple's option key for persistent history tracking (accepted; there is no history here).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// Apple's option key for remote change notifications (accepted; none are posted here).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// Where and how a container opens one store: a SQLite file (an App Group URL for a store the
/// app writes and its widgets read), read-only or not, with or without automatic migration.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// The store file. `/dev/null` opens an in-memory store, as on Apple.
    open var url: URL?
    /// `NSSQLiteStoreType` or `NSInMemoryStoreType`.
    open var type: String = NSSQLiteStoreType
    /// The model configuration; only the default (nil) configuration is supported.
    open var configuration: String?
    /// Whether the store is opened read-only (a widget reading the app's store).
    open var isReadOnly: Bool = false
    /// How long to wait for another process's lock on the store, in seconds.
    open var timeout: TimeInterval = 240
    /// Whether the store loads in the background. Stores load synchronously here; the completion
    /// handler still runs once per store.
    open var shouldAddStoreAsynchronously: Bool = false
    /// Whether a store made with an older model is migrated: new entities and new optional (or
    /// defaulted) attributes are added, nothing is ever dropped.
    open var shouldMigrateStoreAutomatically: Bool = true
    /// Whether the migration is inferred from the two models (it always is here).
    open var shouldInferMappingModelAutomatically: Bool = true
    /// Store options by Apple's keys; `NSReadOnlyPersistentStoreOption` is honoured, the others kept.
    open private(set) var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// A description with no URL yet (the container fills in its default).
    public override init() { super.init() }

    /// Sets a store option by Apple's key.
    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
        if key == NSReadOnlyPersistentStoreOption { isReadOnly = (option as? NSNumber)?.boolValue ?? false }
    }

    /// Whether the description names an in-memory store.
    var isInMemory: Bool { type == NSInMemoryStoreType || url?.path == "/dev/null" }
}
