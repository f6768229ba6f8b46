import Foundation
import Testing
import VitrineTestSupport

/// `vitrine open` and `vitrine import` as a person runs them (the built `vitrine`, which finds
/// this checkout by walking up from its own executable).
@Suite(ProcessTestLock()) struct CommandLineTests {
    static func vitrine(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = Products.url("vitrine")
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static let classic = Fixtures.root.appendingPathComponent("Classic/Classic.xcodeproj").path

    @Test func openListsWidgetExtensionsAndApps() throws {
        let (status, output) = try Self.vitrine(["open", Self.classic])
        #expect(status == 0, "\(output)")
        #expect(
            output.hasPrefix(
                """
                widget extensions in Classic.xcodeproj (Debug):
                  WeatherWidgetExtension  com.example.classic.weather
                  LegacyWidget  com.example.classic.legacy
                apps:
                  Classic  com.example.classic  groups: group.com.example.classic,group.com.example.shared  schemes: classicweather,classic-debug
                """), "\(output)")
        // Negative: the share extension is an app extension but not a widget.
        #expect(!output.contains("ShareExtension"))
    }

    @Test func importRefusesATargetThatIsNotAWidget() throws {
        let (status, output) = try Self.vitrine(["import", Self.classic, "--target", "Classic", "--output", Fixtures.output("cli-app").path])
        #expect(status != 0)
        #expect(output.contains("Classic is an application, not a widget extension (widget extensions: WeatherWidgetExtension, LegacyWidget)"))
    }

    @Test func malformedProjectNamesObjectAndKey() throws {
        let (status, output) = try Self.vitrine(["open", Fixtures.root.appendingPathComponent("Malformed/Malformed.xcodeproj").path])
        #expect(status != 0)
        #expect(output.contains("object 9F0000000000000000000001, key 'fileRef': refers to 9F00000000000000000000FF"))
    }

    @Test func importWritesThePackageAndSaysWhatNext() throws {
        let out = Fixtures.output("cli-import")
        defer { try? FileManager.default.removeItem(at: out) }
        let (status, output) = try Self.vitrine(["import", Self.classic, "--target", "WeatherWidgetExtension", "--output", out.path])
        #expect(status == 0, "\(output)")
        #expect(output.contains("wrote \(out.path): product WeatherWidgetExtension"))
        #expect(output.contains("next: swift build --package-path \(out.path) --product WeatherWidgetExtension"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The checkout found from the executable is this one; its products come from its own manifest.
        #expect(manifest.contains(".package(path: \"\(Fixtures.checkout.path)\")"), "\(manifest)")
        #expect(manifest.contains(".product(name: \"Intents\", package: \"\(Fixtures.checkout.lastPathComponent)\")"))
        #expect(manifest.contains(".plugin(name: \"IntentDefinitions\""))
        #expect(manifest.contains(".define(\"DEBUG\"), .define(\"FROM_XCCONFIG\"), .define(\"SIMULATOR_ONLY\")"))
    }
}
