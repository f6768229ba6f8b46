import Foundation

/// Runs an async benchmark from main.swift's synchronous top level (other benchmarks share it)
/// and turns a thrown error into exit status 1.
func runToCompletion(_ body: @escaping @Sendable () async throws -> Void) -> Int32 {
    let done = DispatchSemaphore(value: 0)
    final class Status: @unchecked Sendable { var code: Int32 = 0 }
    let status = Status()
    Task {
        do {
            try await body()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            status.code = 1
        }
        done.signal()
    }
    done.wait()
    return status.code
}
