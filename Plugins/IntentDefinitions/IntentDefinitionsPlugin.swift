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
        return [
            .buildCommand(
                displayName: "Generating intent classes for \(target.name)",
                executable: try context.tool(named: "vitrine-intent-definitions").url,
                arguments: [output.path] + definitions.map(\.path),
                inputFiles: definitions,
                outputFiles: [output])
        ]
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
