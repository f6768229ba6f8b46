import Foundation
import Testing

@testable import XcodeProject

/// What the importer writes beside the widget's own package: the project's framework targets
/// and its local packages (wrapped so their files import FoundationCompat implicitly), shared by
/// the widgets imported with one shared folder; and the module's own `NSLocalizedString`.
@Suite struct SharedPackageTests {
    let vitrine = VitrinePackage(path: Fixtures.checkout, products: ["SwiftUI", "WidgetKit", "UIKit", "ActivityKit", "FoundationCompat"])
    static let corpus = Fixtures.checkout.appendingPathComponent("Tests/XcodeCorpus")

    @Test func twoWidgetsLinkingOneFrameworkShareItsPackage() throws {
        let project = try XcodeProject.load(Self.corpus.appendingPathComponent("RecipeBox/RecipeBox.xcodeproj"))
        let folder = Fixtures.output("shared-framework")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared")
        var manifests: [String] = []
        for name in ["RecipeBoxWidgetExtension", "RecipeBoxGroceriesExtension"] {
            let out = folder.appendingPathComponent(name)
            _ = try project.importTarget(try project.target(named: name), into: out, vitrine: vitrine, sharedPackages: shared)
            manifests.append(try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8))
        }
        let kit = shared.appendingPathComponent("RecipeBoxKit").standardizedFileURL
        for manifest in manifests {
            #expect(manifest.contains(".package(path: \"\(kit.path)\")"), "\(manifest)")
            #expect(manifest.contains(".product(name: \"RecipeBoxKit\", package: \"RecipeBoxKit\")"), "\(manifest)")
            // Negative: neither widget's package declares the framework's target itself.
            #expect(!manifest.contains(".target("), "\(manifest)")
        }
        let kitManifest = try String(contentsOf: kit.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(kitManifest.contains(".library(name: \"RecipeBoxKit\", targets: [\"RecipeBoxKit\"])"))
        // The framework's files (the grocery list the second widget added) are linked, once.
        #expect(FileManager.default.fileExists(atPath: kit.appendingPathComponent("Sources/RecipeBoxKit/RecipeBoxKit/GroceryList.swift").path))

        // A folder the importer did not write is refused, not overwritten.
        let foreign = folder.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign.appendingPathComponent("RecipeBoxKit"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("RecipeBoxKit/notes.txt"))
        #expect(throws: ImportError.outputNotEmpty(foreign.appendingPathComponent("RecipeBoxKit").standardizedFileURL.path)) {
            _ = try project.importTarget(
                try project.target(named: "RecipeBoxWidgetExtension"), into: folder.appendingPathComponent("third"), vitrine: vitrine,
                sharedPackages: foreign)
        }
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("RecipeBoxKit/notes.txt").path))
    }

    @Test func localPackagesAreWrappedWithTheImplicitImport() throws {
        let project = try Fixtures.project("Synced")
        let out = Fixtures.output("wrapped")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try project.importTarget(try project.target(named: "SyncedWidgetsExtension"), into: out, vitrine: vitrine)
        let original = Fixtures.root.appendingPathComponent("Synced/Packages/SyncedKit").standardizedFileURL
        let wrapper = out.appendingPathComponent("Packages/SyncedKit").standardizedFileURL
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(wrapper.path)\")"), "\(manifest)")
        #expect(!manifest.contains(".package(path: \"\(original.path)\")"))
        // The package's identity (its folder's name) is unchanged, so the product line still names it.
        #expect(manifest.contains(".product(name: \"SyncedKit\", package: \"SyncedKit\")"))
        let wrapped = try String(contentsOf: wrapper.appendingPathComponent("Package.swift"), encoding: .utf8)
        let authors = try String(contentsOf: original.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(wrapped.hasPrefix(authors))
        for expected in [
            "package.dependencies.append(.package(path: \"\(Fixtures.checkout.standardizedFileURL.path)\"))",
            "for target in package.targets where target.type == .regular {",
            "target.dependencies.append(.product(name: \"FoundationCompat\", package: \"\(vitrine.identity)\"))",
            "\"-import-module\", \"-Xfrontend\", \"FoundationCompat\"",
        ] {
            #expect(wrapped.contains(expected), "wrapper lacks \(expected):\n\(wrapped)")
        }
        // The author's files are linked, not copied: edits show at once.
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: wrapper.appendingPathComponent("Sources/SyncedKit/Greeting.swift").path)
                == original.appendingPathComponent("Sources/SyncedKit/Greeting.swift").path)

        // Negative: without FoundationCompat among Vitrine's products, the package is used as it is.
        let bare = Fixtures.output("unwrapped")
        defer { try? FileManager.default.removeItem(at: bare) }
        _ = try project.importTarget(
            try project.target(named: "SyncedWidgetsExtension"), into: bare,
            vitrine: VitrinePackage(path: Fixtures.checkout, products: ["SwiftUI", "WidgetKit"]))
        let plain = try String(contentsOf: bare.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(plain.contains(".package(path: \"\(original.path)\")"), "\(plain)")
    }

    @Test func wrapperManifestEdits() {
        #expect(LocalPackageWrapper.packageVariable(in: "import PackageDescription\n\nlet package = Package(\n    name: \"A\")") == "package")
        #expect(LocalPackageWrapper.packageVariable(in: "var kit: Package = Package(name: \"A\")") == "kit")
        #expect(LocalPackageWrapper.packageVariable(in: "// no package here\n") == nil)
        let base = URL(fileURLWithPath: "/projects/App/Packages/Kit")
        let manifest = """
            dependencies: [.package(path: "../Shared"), .package(name: "Old", path: "Vendor/Old"), .package(path: "/abs/Other")],
            targets: [.target(name: "Kit", path: "Sources/Kit")]
            """
        let edited = LocalPackageWrapper.absolutizingPackagePaths(manifest, relativeTo: base)
        #expect(edited.contains(".package(path: \"/projects/App/Packages/Shared\")"))
        #expect(edited.contains(".package(name: \"Old\", path: \"/projects/App/Packages/Kit/Vendor/Old\")"))
        #expect(edited.contains(".package(path: \"/abs/Other\")"))
        // A target's own path stays relative: the wrapper mirrors the package's tree.
        #expect(edited.contains(".target(name: \"Kit\", path: \"Sources/Kit\")"))
    }

    @Test func nsLocalizedStringCallersGetTheModulesOwn() throws {
        let project = try XcodeProject.load(Self.corpus.appendingPathComponent("Polyglot/Polyglot.xcodeproj"))
        let out = Fixtures.output("polyglot")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try project.importTarget(try project.target(named: "PolyglotWidgetExtension"), into: out, vitrine: vitrine)
        let shadow = out.appendingPathComponent("Sources/PolyglotWidgetExtension/\(PackageWriter.localizedStringShadowPath)")
        let text = try String(contentsOf: shadow, encoding: .utf8)
        #expect(
            text.contains(
                "func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = \"\", comment: String) -> String"
            ))
        #expect(text.contains("LocalizedStringTables.string(key, tableName: tableName, bundle: bundle, value: value)"))
        // Negative: a target that never calls it gets no such file, nor one that declares its own.
        #expect(!PackageWriter.needsLocalizedStringShadow(["import SwiftUI\nText(\"key\")\n"]))
        #expect(
            !PackageWriter.needsLocalizedStringShadow([
                "func NSLocalizedString(_ key: String, comment: String) -> String { key }\nNSLocalizedString(\"a\", comment: \"\")"
            ]))
        let synced = Fixtures.output("synced-no-shadow")
        defer { try? FileManager.default.removeItem(at: synced) }
        let syncedProject = try Fixtures.project("Synced")
        _ = try syncedProject.importTarget(try syncedProject.target(named: "SyncedWidgetsExtension"), into: synced, vitrine: vitrine)
        #expect(!FileManager.default.fileExists(atPath: synced.appendingPathComponent("Sources/SyncedWidgetsExtension/VitrineGenerated").path))
    }
}
