import Foundation
import Testing
import VitrineTestSupport

@testable import vitrine

@Suite struct BuildDiagnosisTests {
    @Test func appleOnlyFrameworksSayWhatToDo() {
        let advice = BuildDiagnosis.advice(forMissingModule: "CloudKit")
        #expect(advice.hasPrefix("CloudKit is an Apple-only framework that Vitrine does not provide"))
        #expect(advice.contains("#if canImport(CloudKit)"))
        #expect(advice.contains("App Group"))
    }

    @Test func vitrineModulesNameTheProductLine() {
        #expect(
            BuildDiagnosis.advice(forMissingModule: "OSLog")
                == "OSLog is a Vitrine module: add .product(name: \"OSLog\", package: \"vitrine\") "
                + "to the extension target's dependencies in Package.swift.")
    }

    /// Every author-facing library product the package declares is advised as a product line, so
    /// the advice cannot fall behind the package (it once called HealthKit Apple-only after it shipped).
    @Test func everyAuthorFacingProductIsKnown() throws {
        let manifest = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Package.swift"), encoding: .utf8)
        let engine: Set<String> = [
            "WidgetArchive", "AssetCatalog", "WidgetLayout", "WidgetRender", "WidgetScheduler", "VitrineStore", "VitrineHost",
            "ExtensionProtocol", "ExtensionHost", "HostProtocol", "WireTransport", "VitrineWeb", "VitrineWebTesting", "ControlSocket",
            "XcodeProject",
        ]
        var products: [String] = []
        var rest = manifest[...]
        while let range = rest.range(of: ".library(name: \"") {
            let tail = rest[range.upperBound...]
            guard let end = tail.firstIndex(of: "\"") else { break }
            products.append(String(tail[..<end]))
            rest = tail[end...]
        }
        let authorFacing = products.filter { !engine.contains($0) && !$0.hasPrefix("Vitrine") && !$0.hasSuffix("Testing") }
        #expect(authorFacing.contains("HealthKit") && authorFacing.contains("WidgetKit"))
        for product in authorFacing {
            #expect(BuildDiagnosis.advice(forMissingModule: product).hasPrefix("\(product) is a Vitrine module"), "\(product)")
        }
    }

    @Test func importOsSaysToImportOSLog() {
        #expect(BuildDiagnosis.advice(forMissingModule: "os").hasPrefix("os is where Apple declares Logger and os_log: write `import OSLog`"))
    }

    @Test func eachMissingModuleOnceInOrder() {
        let output = """
            /p/A.swift:1:8: error: no such module 'CloudKit'
            /p/B.swift:1:8: error: no such module 'OSLog'
            /p/C.swift:1:8: error: no such module 'CloudKit'
            """
        let advice = BuildDiagnosis.advice(forBuildOutput: output)
        #expect(advice.count == 2)
        #expect(advice[0].hasPrefix("CloudKit is an Apple-only"))
        #expect(advice[1].hasPrefix("OSLog is a Vitrine module"))
        #expect(BuildDiagnosis.advice(forBuildOutput: "error: cannot find 'x' in scope").isEmpty)
    }

    /// The real compiler's wording: the diagnosis reads what swiftc prints for a missing module.
    @Test(ProcessTestLock()) func readsTheCompilersOwnMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diagnosis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Store.swift")
        try "import CloudKit\n\nlet database = CKContainer.default().privateCloudDatabase\n".write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", file.path]
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        let advice = BuildDiagnosis.advice(forBuildOutput: output)
        #expect(advice.count == 1, "compiler said: \(output)")
        #expect(advice.first?.hasPrefix("CloudKit is an Apple-only framework") == true)
    }
}
