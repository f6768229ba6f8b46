import Foundation
import Testing

@testable import XcodeProject

extension Fixtures {
    /// This checkout, which generated packages depend on.
    static let checkout = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func output(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-\(name)-\(UUID().uuidString.prefix(8))")
    }
}

@Suite struct ImportTests {
    let vitrine = VitrinePackage(path: Fixtures.checkout, products: ["SwiftUI", "WidgetKit", "UIKit", "ActivityKit"])

    @Test func writesTheWidgetTargetAsAPackage() throws {
        let project = try Fixtures.project("Synced")
        let out = Fixtures.output("synced")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try project.importTarget(try project.target(named: "SyncedWidgetsExtension"), into: out, vitrine: vitrine)
        #expect(result.product == "SyncedWidgetsExtension")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        let kit = Fixtures.root.appendingPathComponent("Synced/Packages/SyncedKit").standardizedFileURL.path
        for expected in [
            ".executableTarget(", "name: \"SyncedWidgetsExtension\"", ".define(\"DEBUG\"), .define(\"WIDGET_EXTENSION\")",
            ".swiftLanguageMode(.v5)", ".package(path: \"\(kit)\")", ".product(name: \"SyncedKit\", package: \"SyncedKit\")",
            ".product(name: \"WidgetKit\", package: \"\(Fixtures.checkout.lastPathComponent)\")",
            ".package(path: \"\(Fixtures.checkout.standardizedFileURL.path)\")",
            ".copy(\"SyncedWidgets/Assets.xcassets\")", ".copy(\"Resources/en.lproj\")", ".copy(\"Resources/Widgets.xcstrings\")",
            ".plugin(name: \"AssetSymbols\"",
        ] {
            #expect(manifest.contains(expected), "Package.swift lacks \(expected):\n\(manifest)")
        }
        // Negative: UIKit is a Vitrine product the sources never import, so no dependency on it.
        #expect(!manifest.contains("\"UIKit\""))
        let module = out.appendingPathComponent("Sources/SyncedWidgetsExtension")
        let widgetFolder = Fixtures.root.appendingPathComponent("Synced/SyncedWidgets").standardizedFileURL
        // The file with `#if os(iOS)` is a rewritten copy pointing back at the author's file…
        let notes = try String(contentsOf: module.appendingPathComponent("SyncedWidgets/NotesWidget.iOS.swift"), encoding: .utf8)
        #expect(notes.hasPrefix("#sourceLocation(file: \"\(widgetFolder.path)/NotesWidget.swift\", line: 1)\n"))
        #expect(notes.contains("#if true   \n"))
        #expect(result.rewritten == [widgetFolder.appendingPathComponent("NotesWidget.swift")])
        // …the others are links to the author's files, the app's shared model included; excluded drafts are absent.
        let fm = FileManager.default
        #expect(
            try fm.destinationOfSymbolicLink(atPath: module.appendingPathComponent("SyncedWidgets/SyncedWidgetsBundle.swift").path)
                == widgetFolder.appendingPathComponent("SyncedWidgetsBundle.swift").path)
        #expect(fm.fileExists(atPath: module.appendingPathComponent("Synced/Shared/Model.swift").path))
        #expect(!fm.fileExists(atPath: module.appendingPathComponent("SyncedWidgets/Drafts").path))
        #expect(!fm.fileExists(atPath: module.appendingPathComponent("SyncedWidgets/Info.plist").path))
        #expect(fm.fileExists(atPath: module.appendingPathComponent("Resources/en.lproj/Localizable.strings").path))
    }

    @Test func appManifestFromTheAppTarget() throws {
        let project = try Fixtures.project("Synced")
        let out = Fixtures.output("manifest")
        defer { try? FileManager.default.removeItem(at: out) }
        let widget = try project.target(named: "SyncedWidgetsExtension")
        let result = try project.importTarget(widget, into: out, vitrine: vitrine)
        let url = try #require(result.manifest)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(json["id"] as? String == "com.example.synced")
        #expect(json["name"] as? String == "Synced Notes")
        #expect(json["appGroups"] as? [String] == ["group.com.example.synced"])
        let extensions = try #require(json["extensions"] as? [[String: Any]])
        #expect(extensions.first?["executable"] as? String == ".build/debug/SyncedWidgetsExtension")
        #expect(extensions.first?["id"] as? String == "com.example.synced.SyncedWidgetsExtension")
        // No app executable: the schemes are left out (the host refuses schemes without one) and said so.
        #expect(json["urlSchemes"] == nil)
        #expect(result.notes.contains { $0.contains("syncednotes") })
        let withApp = try project.importTarget(widget, into: out, vitrine: vitrine, appExecutable: "/opt/synced/SyncedApp")
        let withAppURL = try #require(withApp.manifest)
        let again = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: withAppURL)) as? [String: Any])
        #expect(again["urlSchemes"] as? [String] == ["syncednotes"])
        #expect(again["executable"] as? String == "/opt/synced/SyncedApp")
    }

    @Test func releaseConfiguration() throws {
        let project = try Fixtures.project("Synced")
        let out = Fixtures.output("release")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try project.importTarget(try project.target(named: "SyncedWidgetsExtension"), into: out, vitrine: vitrine, configuration: "Release")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("swiftSettings: [.define(\"WIDGET_EXTENSION\"), .swiftLanguageMode(.v6)]"))
        #expect(!manifest.contains("DEBUG"))
    }

    /// Bad input loses no data: a folder the importer did not write is refused and left as it was.
    @Test func refusesAForeignOutputFolder() throws {
        let project = try Fixtures.project("Synced")
        let out = Fixtures.output("foreign")
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "mine".write(to: out.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(throws: ImportError.outputNotEmpty(out.path)) {
            try project.importTarget(try project.target(named: "SyncedWidgetsExtension"), into: out, vitrine: vitrine)
        }
        #expect(try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8) == "mine")
    }
}
