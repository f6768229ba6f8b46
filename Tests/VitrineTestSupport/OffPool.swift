import Foundation

/// Runs blocking work (connecting, raw socket reads, process waits, `flock`) on a thread of its
/// own. Blocking a thread of the cooperative pool instead (one per core) can starve an in-test
/// server's handlers, which run there, until the blocked call times out.
public func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

public func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
