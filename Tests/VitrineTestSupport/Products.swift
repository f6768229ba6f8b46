import Foundation

/// The executables SwiftPM built next to the test runner (examples, fixtures, `vitrine`).
public enum Products {
    /// The directory SwiftPM builds products into (the test runner lives there too).
    public static var directory: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = runner.deletingLastPathComponent()
        // On some runners the executable sits inside an .xctest bundle.
        while directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory
    }

    public static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    public static func path(_ name: String) -> String { url(name).path }
}
