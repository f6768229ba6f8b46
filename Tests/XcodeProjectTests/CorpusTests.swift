import Foundation
import Testing

@testable import XcodeProject

/// The compatibility corpus (Tests/XcodeCorpus, docs/XCODE-CORPUS.md) as the importer sees it,
/// without building: every project loads, every widget extension is found and imports into a
/// package with its executable product. `vitrine-bench compat` (run by CI) builds and previews them.
@Suite struct CorpusTests {
    static let corpus = Fixtures.checkout.appendingPathComponent("Tests/XcodeCorpus")
    let vitrine = VitrinePackage(
        path: Fixtures.checkout,
        products: [
            "SwiftUI", "WidgetKit", "UIKit", "ActivityKit", "AppIntents", "Intents", "Charts", "Combine", "OSLog", "HealthKit",
            "CoreLocation", "WatchConnectivity", "UserNotifications", "LocalAuthentication", "EventKit", "WeatherKit", "SwiftData",
            "CoreData", "StoreKit", "MapKit", "Security",
        ])

    static func projects() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().compactMap { folder in
            let directory = corpus.appendingPathComponent(folder)
            let bundle = try? FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".xcodeproj") }
            return bundle.map { directory.appendingPathComponent($0) }
        }
    }

    @Test func everyProjectLoadsAndItsWidgetTargetsImport() throws {
        var widgets: [String] = []
        var styles: Set<String> = []
        for url in try Self.projects() {
            let project = try XcodeProject.load(url)
            styles.insert(project.targets.contains { !$0.synchronizedFolderIDs.isEmpty } ? "synced" : "classic")
            let found = project.targets.filter { (try? project.role(of: $0, configuration: project.previewConfigurationName)) == .widgetExtension }
            #expect(!found.isEmpty, "\(url.lastPathComponent) has no widget extension target")
            for target in found {
                let out = Fixtures.output("corpus-\(target.name)")
                defer { try? FileManager.default.removeItem(at: out) }
                let result = try project.importTarget(target, into: out, vitrine: vitrine)
                let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
                #expect(manifest.contains(".executable(name: \"\(result.product)\""), "\(target.name): no executable product")
                // Every Swift member file is in the package (linked or rewritten), none left out.
                #expect(!result.notes.contains { $0.contains(".swift") && $0.contains("left out") }, "\(target.name): \(result.notes)")
                widgets.append(result.product)
            }
        }
        // Issue 21: at least thirty widget targets, in both project shapes, with unique module names (one build graph).
        #expect(widgets.count >= 30, "the corpus has \(widgets.count) widget extension targets")
        #expect(Set(widgets).count == widgets.count, "module names repeat: \(widgets.sorted())")
        #expect(styles == ["synced", "classic"])
    }

    @Test func projectFilesMatchTheirDescriptions() throws {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Fixtures.checkout.appendingPathComponent("scripts/generate-xcodeproj.py").path, "--check"]
            + (try Self.projects()).map { $0.deletingLastPathComponent().path }
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
