import Foundation
import Synchronization

/// A program run to its end, with what it printed.
public struct ProductRun: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Which environment the program starts with, before the test's own variables.
    public enum Inherit: Sendable {
        /// This process's, without Xcode's `_XCWidget*` choices (a developer's shell must not steer a test).
        case testRunner
        /// Only PATH and HOME: no XDG or Vitrine variables, so nothing reaches the developer's own host.
        case minimal
    }

    /// Runs `program` (a product name, or an absolute path) on a thread of its own: waiting for a
    /// process must not hold one of the few threads Swift concurrency shares with every other test.
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:],
        inherit: Inherit = .testRunner
    ) async throws -> ProductRun {
        try await offPool { try runBlocking(program, arguments, environment: environment, inherit: inherit) }
    }

    public static func runBlocking(
        _ program: String, _ arguments: [String], environment: [String: String] = [:],
        inherit: Inherit = .testRunner
    ) throws -> ProductRun {
        let process = Process()
        process.executableURL = program.hasPrefix("/") ? URL(fileURLWithPath: program) : Products.url(program)
        process.arguments = arguments
        var base: [String: String]
        switch inherit {
        case .testRunner: base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("_XCWidget") }
        case .minimal: base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        }
        process.environment = base.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are drained at once, before waiting: a child that fills either one (64 KiB)
        // blocks until it is read, so reading one to its end first can wait forever.
        let errData = Drain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProductRun(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class Drain: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writer has closed it.
    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
