import Foundation

/// Runs the built example extension as its own process, as a host would.
struct ExtensionProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The directory SwiftPM builds products into (the test runner lives there too).
    static var productsDirectory: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = runner.deletingLastPathComponent()
        // On some runners the executable sits inside an .xctest bundle.
        while directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory
    }

    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(name)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in env.keys where key.hasPrefix("_XCWidget") { env[key] = nil }
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large dump cannot fill the pipe and stall the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
