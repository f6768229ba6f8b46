import Foundation
import PackagePlugin

/// Generates `ImageResource`/`ColorResource` symbols from the target's asset catalogs, as
/// Xcode 15+ does, so `Image(.avatar)` and `Color(.brandPrimary)` compile unchanged.
///
/// An author adds `plugins: [.plugin(name: "AssetSymbols", package: "vitrine")]` to the
/// extension target whose resources hold an `.xcassets` folder (docs/ASSET-SYMBOLS.md).
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: target.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        // Every file in a catalog is an input, so adding, renaming or removing a set regenerates.
        let inputs = catalogs.flatMap(Self.files(in:))
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "vitrine-asset-symbols").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// The `.xcassets` folders in the target, not looking inside one (catalogs do not nest).
    static func catalogs(in directory: URL) -> [URL] {
        var found: [URL] = []
        guard
            let walker = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    static func files(in catalog: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }
    }
}
