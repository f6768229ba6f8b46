import Foundation
import Testing
import VitrineTestSupport

/// What an author sees when a model cannot be stored: the compiler's own error, with Vitrine's
/// message, from `swiftc -typecheck` against the SwiftData module and macro plugin just built.
@Suite(.timeLimit(.minutes(2)), ProcessTestLock()) struct CompileTimeTests {
    /// Type-checks `source` as a file importing SwiftData; returns the compiler's output.
    func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let build = Products.directory
        var root = build
        while root.path != "/", !FileManager.default.fileExists(atPath: root.appendingPathComponent("checkouts").path) {
            root = root.deletingLastPathComponent()
        }
        let sqliteMap = root.appendingPathComponent("checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
        // SwiftUI (under SwiftData) re-exports Combine, which is OpenCombine with a C++ helper module.
        let combineHelpersMap = build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap")
        let file = try scratch().appendingPathComponent("Model.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let run = try ProductRun.runBlocking(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", file.path, "-I", build.appendingPathComponent("Modules").path, "-load-plugin-executable",
                build.appendingPathComponent("SwiftDataMacros-tool").path + "#SwiftDataMacros", "-Xcc", "-fmodule-map-file=\(sqliteMap.path)",
                "-Xcc", "-fmodule-map-file=\(combineHelpersMap.path)",
            ])
        return (run.status, run.stdout + run.stderr)
    }

    @Test func aSupportedModelCompiles() throws {
        let result = try typecheck(
            """
            import Foundation
            import SwiftData
            struct Address: Codable { var city: String }
            @Model final class Contact {
                var name: String
                var address: Address?
                var born: Date = Date.distantPast
                init(name: String) { self.name = name }
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aPropertyOfAnUnsupportedTypeIsACompileError() throws {
        let result = try typecheck(
            """
            import SwiftData
            final class FileHandleBox {}
            @Model final class Attachment {
                var name: String
                var handle: FileHandleBox
                init(name: String, handle: FileHandleBox) {
                    self.name = name
                    self.handle = handle
                }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("Vitrine's SwiftData stores Codable attributes and @Model relationships"), "\(result.output)")
        // The expansion shown with the error names the property.
        #expect(result.output.contains("name: \"handle\""))
    }

    @Test func aLetPropertyIsRefusedWithAReason() throws {
        let result = try typecheck(
            """
            import SwiftData
            @Model final class Tag {
                let label: String
                init(label: String) { self.label = label }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("@Model persists `var` properties"), "\(result.output)")
    }
}
