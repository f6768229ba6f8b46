import Foundation

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
    public static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                           inherit: Inherit = .testRunner) async throws -> ProductRun {
        try await offPool { try runBlocking(program, arguments, environment: environment, inherit: inherit) }
    }

    public static func runBlocking(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                                   inherit: Inherit = .testRunner) throws -> ProductRun {
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
        // Read before waiting so a large dump cannot fill the pipe and stall the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProductRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errData, as: UTF8.self))
    }
}
