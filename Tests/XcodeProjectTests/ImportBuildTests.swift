import Foundation
import Testing
import VitrineTestSupport

@testable import XcodeProject

/// End to end, and SLOW (a real `swift build` of a generated package that depends on this
/// checkout by path; the first run resolves Vitrine's dependencies into a scratch folder): one
/// small project, Fixtures/Forecast, imported twice. Release builds and runs the iOS branch;
/// Debug defines BROKEN_PREVIEW, whose error inside `#if os(iOS)` must be reported at the
/// author's file and line, not at the generated copy.
@Suite(ProcessTestLock()) struct ImportBuildTests {
    @Test func iOSBranchBuildsAndItsErrorsPointAtTheAuthorsLine() throws {
        let project = try Fixtures.project("Forecast")
        let widget = try project.target(named: "ForecastWidgetExtension")
        #expect(try project.role(of: widget, configuration: "Debug") == .widgetExtension)
        // A fixed folder so a second run reuses the resolved dependencies (the importer may rewrite its own folder).
        // One per checkout: a package's dependency on a checkout by path is not moved to another one.
        let checkoutName = Fixtures.checkout.path.replacingOccurrences(of: "/", with: "_")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-xcodeproject-e2e\(checkoutName)")
        let vitrine = VitrinePackage(path: Fixtures.checkout, products: ["ActivityKit", "WidgetKit", "SwiftUI", "FoundationCompat"])

        let release = try project.importTarget(widget, into: out, vitrine: vitrine, configuration: "Release")
        let built = try Self.swift(["build", "--package-path", out.path, "--product", release.product])
        #expect(built.status == 0, "swift build failed:\n\(built.output)")
        let run = try Self.run(out.appendingPathComponent(".build/debug/\(release.product)"))
        // FoundationGaps.swift imports only Foundation, as on iOS, and still has URLSession,
        // the relative date and duration formatters and String(localized:).
        // Localized.swift calls NSLocalizedString, which reads the widget's Base.lproj through the
        // module's generated shadow; Linux Foundation's own (called by its qualified name) shows
        // the key: what every call would show without the shadow.
        #expect(
            run == "platform: iOS\nactivities: ActivityKit\nfoundation: GET | 1 hour ago | 1h 30m | Forecast | 60.0\n"
                + "strings: 40% chance of rain | rain.chance %lld\npackage: GET | in 2 hours | 72°F\ncondition: WIDGET_EXTENSION\n")
        #expect(
            FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/ForecastWidgetExtension/VitrineGenerated/NSLocalizedString.swift").path))

        _ = try project.importTarget(widget, into: out, vitrine: vitrine, configuration: "Debug")
        let broken = try Self.swift(["build", "--package-path", out.path, "--product", release.product])
        #expect(broken.status != 0)
        let author = Fixtures.root.appendingPathComponent("Forecast/ForecastWidget/Platform.swift").standardizedFileURL.path
        #expect(broken.output.contains("\(author):8:30: error:"), "expected the error at the author's line 8:\n\(broken.output)")
        // Negative: the generated copy's path never appears in a diagnostic.
        #expect(!broken.output.contains("Sources/ForecastWidgetExtension/ForecastWidget/Platform"))
        // Nor does the compiler warn that two paths share the copy's `#fileID`.
        #expect(!built.output.contains("conflicts with '#fileID'"), "\(built.output)")

        // Negative: without the implicit FoundationCompat import, Foundation-only files do not compile
        // on Linux. The local package's fails first (the widget's own FoundationGaps.swift is then
        // not compiled, as it needs the package's module); ImportTests checks that both the target
        // and the wrapped package get the flag.
        let bare = VitrinePackage(path: Fixtures.checkout, products: ["ActivityKit", "WidgetKit", "SwiftUI"])
        _ = try project.importTarget(widget, into: out, vitrine: bare, configuration: "Release")
        let gaps = try Self.swift(["build", "--package-path", out.path, "--product", release.product])
        #expect(gaps.status != 0)
        #expect(gaps.output.contains("Outlook.swift"), "\(gaps.output)")
        #expect(gaps.output.contains("URLRequest") || gaps.output.contains("RelativeDateTimeFormatter"), "\(gaps.output)")
    }

    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static func run(_ executable: URL) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = executable
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }
}
