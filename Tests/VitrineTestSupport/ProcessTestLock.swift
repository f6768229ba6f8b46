import Foundation
import Testing

/// Serializes the tests that start processes or check process-wide resources (open
/// descriptors, child processes), across test targets: all test targets run in one process,
/// and `.serialized` orders tests within one suite only. The lock is an exclusive `flock`
/// on a shared file, so it also keeps two concurrent `swift test` runs on one machine apart.
public struct ProcessTestLock: SuiteTrait, TestTrait, TestScoping {
    public init() {}

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        let fd = open("/tmp/vitrine-process-tests.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return try await function() }
        // flock blocks: wait on a thread of its own, not on one Swift concurrency shares.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                flock(fd, LOCK_EX); continuation.resume()
            }
        }
        defer { flock(fd, LOCK_UN); close(fd) }
        try await function()
    }
}
