import AssetCatalog
import AssetSymbolGeneration
import Foundation

// vitrine-asset-symbols OUTPUT CATALOG.xcassets…
// Run by the AssetSymbols build plugin: writes OUTPUT (GeneratedAssetSymbols.swift) with a
// symbol for every colour and image set in the catalogs. A catalog that cannot be read fails
// the build naming it; a set with a problem is left out with a warning, as the renderer
// leaves it out.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: vitrine-asset-symbols OUTPUT CATALOG.xcassets...\n".utf8))
    exit(2)
}
var colorNames: [String] = []
var imageNames: [String] = []
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    do {
        let catalog = try AssetCatalog(contentsOf: url)
        colorNames += catalog.colorNames
        imageNames += catalog.imageNames
        for problem in catalog.problems {
            FileHandle.standardError.write(Data("\(path): warning: \(problem); the set gets no symbol\n".utf8))
        }
    } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot read the asset catalog: \(error)\n".utf8))
        exit(1)
    }
}
let file = AssetSymbolsFile(colorNames: colorNames, imageNames: imageNames)
for warning in file.warnings {
    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
}
do {
    let data = Data(file.source.utf8)
    // Unchanged output keeps its date, so the target is not recompiled for nothing.
    if (try? Data(contentsOf: URL(fileURLWithPath: output))) != data {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write the generated symbols: \(error)\n".utf8))
    exit(1)
}
