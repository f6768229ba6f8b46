import Foundation

/// The Core Data stack: a model, its stores and the contexts that read and write them.
///
/// Build the model in code, point `persistentStoreDescriptions` at the App Group container the
/// app and its widgets share, and call `loadPersistentStores(completionHandler:)`; then fetch
/// through `viewContext` or a `newBackgroundContext()`. The store is SQLite (docs/COREDATA.md).
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name: the default store's file name.
    public let name: String
    /// The model the stores hold.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores to load: by default one SQLite file named after the container in
    /// `defaultDirectoryURL()`.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The loaded store (one per container here: the first description that loads).
    /// Held by the container's contexts too, so a context outlives a container it came from, as on Apple.
    let loaded = Locked<SQLiteStore?>(nil)
    private let lazyViewContext = Locked<NSManagedObjectContext?>(nil)

    /// A container named `name` with the model `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        self.managedObjectModel = model
        self.persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        ]
        super.init()
    }

    /// A container whose model Apple loads from the compiled `NAME.momd` in the app's bundle.
    ///
    /// Vitrine does not compile `.xcdatamodeld` files, so there is no such model: every store
    /// fails to load with an error saying to build the model in code and pass it to
    /// `init(name:managedObjectModel:)` (docs/COREDATA.md).
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
        modelMissing = true
    }

    /// Set by `init(name:)`: the compiled model it names does not exist here.
    private var modelMissing = false

    /// Where stores go when no URL is given: the Application Support directory, as on Apple
    /// (`~/.local/share` on Linux). Widgets should use their App Group container instead.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    }

    /// Loads each described store, calling `block` once per store with nil or the error that
    /// kept it from loading (a corrupt file, a model that does not match the store's, an
    /// unsupported model). Stores load synchronously, on the calling thread, before this returns.
    /// A store that fails leaves its file as it was.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            if description.url == nil && description.type != NSInMemoryStoreType {
                description.url = Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite")
            }
            if modelMissing {
                block(
                    description,
                    CoreDataErrors.unsupported(
                        "NSPersistentContainer(name: \"\(name)\") loads \(name).momd, which Xcode compiles from \(name).xcdatamodeld; "
                            + "Vitrine does not compile data models: build the model in code and use init(name:managedObjectModel:)"))
                continue
            }
            if loaded.withLock({ $0 != nil }) {
                block(description, CoreDataErrors.unsupported("a second store in one container (\(description.url?.path ?? "in memory"))"))
                continue
            }
            do {
                let store = try SQLiteStore(description: description, model: managedObjectModel)
                loaded.withLock { $0 = store }
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// The store, once loaded.
    var store: SQLiteStore? { loaded.withLock { $0 } }

    /// The context for reading on the main thread (its `perform` blocks run on its own serial
    /// queue here, as there is no UI thread in a widget extension).
    open var viewContext: NSManagedObjectContext {
        lazyViewContext.withLock { context in
            if let context { return context }
            let made = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            made.attach(to: self)
            context = made
            return made
        }
    }

    /// A new private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.attach(to: self)
        return context
    }

    /// Runs `block` with a new background context, on that context's queue.
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context on that context's queue and returns its result.
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try context.onQueue { try block(context) }
    }
}
