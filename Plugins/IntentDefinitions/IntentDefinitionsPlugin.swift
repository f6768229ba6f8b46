import Foundation
import PackagePlugin

/// Generates the intent classes Xcode generates from the target's `.intentdefinition` files
/// (`FooIntent`, `FooIntentHandling`, `FooIntentResponse`, custom types and enums), as plain
/// Swift, so `IntentConfiguration` widgets and intent handlers compile unchanged.
///
/// An author adds `plugins: [.plugin(name: "IntentDefinitions", package: "vitrine")]` to the
/// widget extension target (and to an Intents extension target) that holds the definition
/// (docs/INTENT-DEFINITIONS.md).
@main
struct IntentDefinitionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let definitions = Self.definitions(in: target.directoryURL)
        guard !definitions.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedIntents.swift")
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        var options: [String] = []
        let scan = Self.scan(sources)
        if let principal = scan.principalClass {
            options += ["--principal-class", principal]
            // A target with no entry point of its own is a stand-alone Intents extension.
            if !scan.hasMain && target.kind == .executable { options.append("--main") }
        }
        return [
            .buildCommand(
                displayName: "Generating intent classes for \(target.name)",
                executable: try context.tool(named: "vitrine-intent-definitions").url,
                arguments: options + [output.path] + definitions.map(\.path),
                inputFiles: definitions + sources,
                outputFiles: [output])
        ]
    }

    /// The target's `INExtension` subclass (what an Intents extension's Info.plist names as
    /// `NSExtensionPrincipalClass`), found by its declaration, and whether the target has its
    /// own entry point (`@main` or `main.swift`).
    static func scan(_ sources: [URL]) -> (principalClass: String?, hasMain: Bool) {
        var principal: String?
        var hasMain = false
        // A top-level declaration only (a nested class cannot be named from the generated file).
        let declaration = #/(?m)^(?:(?:public|open|internal|final)\s+)*class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*INExtension\b/#
        for source in sources {
            if source.lastPathComponent == "main.swift" { hasMain = true }
            guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
            if text.contains("@main") { hasMain = true }
            if principal == nil, let match = text.firstMatch(of: declaration) { principal = String(match.1) }
        }
        return (principal, hasMain)
    }

    /// The `.intentdefinition` files under the target's folder.
    static func definitions(in directory: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "intentdefinition" }.sorted { $0.path < $1.path }
    }
}
