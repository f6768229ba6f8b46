import Foundation
import IntentDefinitionGeneration

// vitrine-intent-definitions [--principal-class NAME [--main]] OUTPUT FILE.intentdefinition…
// Run by the IntentDefinitions build plugin: writes OUTPUT with the classes Xcode would
// generate for every definition. A definition Vitrine cannot generate from fails the build
// with a compiler-style message naming the file, the intent and the key. `--principal-class`
// names the target's INExtension subclass; `--main` also writes a stand-alone Intents
// extension's entry point.

var arguments = Array(CommandLine.arguments.dropFirst())
var principalClass: String?
var generatesMain = false
while let flag = arguments.first, flag.hasPrefix("--") {
    arguments.removeFirst()
    switch flag {
    case "--principal-class" where !arguments.isEmpty: principalClass = arguments.removeFirst()
    case "--main": generatesMain = true
    default:
        FileHandle.standardError.write(Data("vitrine-intent-definitions: unknown option \(flag)\n".utf8))
        exit(2)
    }
}
guard let output = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: vitrine-intent-definitions [--principal-class NAME [--main]] OUTPUT FILE.intentdefinition...\n".utf8))
    exit(2)
}
var merged = IntentDefinition(intents: [], enums: [], types: [])
do {
    for path in arguments.dropFirst() {
        let definition = try IntentDefinition(contentsOf: URL(fileURLWithPath: path))
        merged.intents += definition.intents
        merged.enums += definition.enums
        merged.types += definition.types
    }
    try merged.checkNamesAcrossFiles()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
let data = Data(IntentCodeGenerator(definition: merged, principalClass: principalClass, generatesMain: generatesMain).source.utf8)
do {
    // Unchanged output keeps its date, so the target is not recompiled for nothing.
    if (try? Data(contentsOf: URL(fileURLWithPath: output))) != data {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write the generated intents: \(error)\n".utf8))
    exit(1)
}
