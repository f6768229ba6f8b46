import Foundation

/// Who listens to the host's changes (the web home screen's live hub, `vitrine serve`'s log).
struct ChangeObservers {
    private var handlers: [UUID: @Sendable (HostChange) -> Void] = [:]

    mutating func add(_ handler: @escaping @Sendable (HostChange) -> Void) -> UUID {
        let id = UUID()
        handlers[id] = handler
        return id
    }

    mutating func remove(_ id: UUID) { handlers[id] = nil }

    func notify(_ change: HostChange) {
        for handler in handlers.values { handler(change) }
    }
}
