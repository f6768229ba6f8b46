import Foundation
import SwiftUI

/// The models a view shows, fetched from the environment's model context each time the view's
/// body reads them (a widget's body is evaluated once per entry). Read-only: a fetch error
/// leaves the result empty and is kept in `fetchError`.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let descriptor: FetchDescriptor<Element>
    private let context = Environment(\.modelContext)
    private let box = QueryBox()

    /// The fetched models.
    public var wrappedValue: Result {
        do {
            box.error = nil
            return try context.wrappedValue.fetch(descriptor) as! Result
        } catch {
            box.error = error
            QueryBox.report(error)
            return [Element]() as! Result
        }
    }

    /// The error of the latest fetch, if it failed.
    public var fetchError: (any Error)? { box.error }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context.wrappedValue }

    /// A query with `descriptor`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) where Result == [Element] {
        self.descriptor = descriptor
    }

    /// A query of the models `filter` matches, sorted by `descriptors`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default)
    where Result == [Element] {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// A query sorted by one property (the key path is `Sendable`, as Foundation's `SortDescriptor` needs on Linux).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation = .default
    ) where Result == [Element] {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// A query sorted by one optional property (nil first when forward).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation = .default
    ) where Result == [Element] {
        self.descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

/// A query's last error, shared by its copies.
private final class QueryBox: @unchecked Sendable {
    var error: (any Error)?
    nonisolated(unsafe) static var reported: Set<String> = []
    static let lock = NSLock()

    /// Writes each distinct fetch error once to stderr, which the host shows in the flight record:
    /// an empty widget is otherwise hard to explain.
    static func report(_ error: any Error) {
        let text = "\(error)"
        lock.lock()
        defer { lock.unlock() }
        guard reported.insert(text).inserted else { return }
        FileHandle.standardError.write(Data("SwiftData @Query failed: \(text)\n".utf8))
    }
}

extension EnvironmentValues {
    /// The context `@Query` fetches from; `.modelContainer(_:)` sets it to the container's main
    /// context. Without one it is a context of an empty in-memory container, whose fetches fail
    /// with `SwiftDataError.modelNotInSchema`.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    nonisolated(unsafe) static let unconfigured: ModelContext = {
        // An empty schema in memory cannot fail to open.
        ModelContext(try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
    }()
    static var defaultValue: ModelContext { unconfigured }
}

extension View {
    /// Sets the environment's model context to `container`'s main context, for `@Query` and
    /// `@Environment(\.modelContext)` in this view and its children.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContextUnchecked)
    }

    /// Makes a container for `modelType` (on disk by default, or in memory) and sets it as
    /// `modelContainer(_:)` does. A container that cannot be opened is reported on stderr and
    /// leaves the default context, as a view modifier cannot throw.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let result = Swift.Result { try ModelContainer(for: modelType, configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory)) }
        onSetup(result)
        var context = ModelContextKey.defaultValue
        switch result {
        case .success(let container):
            context = container.mainContextUnchecked
            context.autosaveEnabled = isAutosaveEnabled
        case .failure(let error):
            FileHandle.standardError.write(Data("SwiftData .modelContainer(for:) failed: \(error)\n".utf8))
        }
        return environment(\.modelContext, context)
    }
}
