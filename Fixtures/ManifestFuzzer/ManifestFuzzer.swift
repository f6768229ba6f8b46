// libFuzzer harness for app manifests (`vitrine apps install`, docs/MANIFEST.md, docs/FUZZING.md):
// `AppManifest.parse` on the fuzz input as the manifest file's bytes, in a folder that holds
// executables, a plain file and a directory for relative paths to find. Not a package target:
// `scripts/fuzz.sh manifest` compiles it with `swiftc -sanitize=fuzzer -parse-as-library`
// together with the manifest sources of VitrineStore (AppManifest, ManifestError,
// ManifestParser) as one module.
//
// Besides crashes and hangs, it traps when a refused manifest names no problem, or when an
// accepted one breaks what the host relies on: a reverse-DNS id, at least one extension whose
// id is inside the app's, executables that exist and are executable, lowercased unreserved
// schemes and no duplicates, and the same manifest back after writing it out and reading it again.

import Foundation

nonisolated(unsafe) var manifestFolder = ""

@_cdecl("LLVMFuzzerTestOneInput")
public func manifestFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = Data(bytes: data, count: size)
    let path = manifestFolder + "/vitrine-app.json"
    let manifest: AppManifest
    do {
        manifest = try AppManifest.parse(input, manifestPath: path)
    } catch let error as ManifestError {
        if error.problems.isEmpty { fatalError("a manifest was refused without a reason: \(String(decoding: input, as: UTF8.self))") }
        _ = error.description
        return 0
    } catch {
        fatalError("AppManifest.parse threw something other than ManifestError: \(error)")
    }
    check(manifest, input)
    return 0
}

func check(_ manifest: AppManifest, _ input: Data) {
    func fail(_ why: String) -> Never { fatalError("accepted manifest \(why): \(String(decoding: input, as: UTF8.self))") }
    guard ManifestParser.isReverseDNS(manifest.id) else { fail("with id \(manifest.id)") }
    guard !manifest.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { fail("with an empty name") }
    guard !manifest.extensions.isEmpty else { fail("without extensions") }
    var executables = manifest.extensions.map(\.executable)
    if let executable = manifest.executable { executables.append(executable) }
    for executable in executables {
        guard executable.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: executable) else { fail("with executable \(executable)") }
    }
    for ext in manifest.extensions {
        guard ManifestParser.isReverseDNS(ext.id), ext.id.hasPrefix(manifest.id + ".") else { fail("with extension id \(ext.id)") }
    }
    guard Set(manifest.extensions.map(\.id)).count == manifest.extensions.count,
          Set(manifest.extensions.map(\.executable)).count == manifest.extensions.count else { fail("with duplicate extensions") }
    for scheme in manifest.urlSchemes {
        guard scheme == scheme.lowercased(), ManifestParser.isScheme(scheme), !ManifestParser.reservedSchemes.contains(scheme) else {
            fail("with scheme \(scheme)")
        }
    }
    guard Set(manifest.urlSchemes).count == manifest.urlSchemes.count, Set(manifest.appGroups).count == manifest.appGroups.count else {
        fail("with duplicate schemes or groups")
    }
    if !manifest.urlSchemes.isEmpty, manifest.executable == nil { fail("with schemes but no executable") }
    // The host stores the manifest it accepted; reading that back must give the same manifest.
    guard let written = try? JSONEncoder().encode(manifest) else { fail("that cannot be written out") }
    do {
        let again = try AppManifest.parse(written, manifestPath: "/elsewhere/vitrine-app.json")
        if again != manifest { fail("that reads back as \(again)") }
    } catch {
        fail("whose written form is refused: \(error)")
    }
}

/// Creates the manifest's folder; with MANIFEST_FUZZER_SEEDS=<dir>, writes valid manifests there.
@_cdecl("LLVMFuzzerInitialize")
public func manifestFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    let fileManager = FileManager.default
    manifestFolder = NSTemporaryDirectory() + "vitrine-manifestfuzz-\(getpid())"
    try? fileManager.createDirectory(atPath: manifestFolder + "/bin", withIntermediateDirectories: true)
    try? fileManager.createDirectory(atPath: manifestFolder + "/folder", withIntermediateDirectories: true)
    for name in ["GameApp", "GameWidgets", "bin/Widgets", "bin/More"] {
        _ = fileManager.createFile(atPath: manifestFolder + "/" + name, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
    }
    _ = fileManager.createFile(atPath: manifestFolder + "/notes.txt", contents: Data("x".utf8), attributes: [.posixPermissions: 0o644])
    atexit { try? FileManager.default.removeItem(atPath: manifestFolder) }

    guard let directory = ProcessInfo.processInfo.environment["MANIFEST_FUZZER_SEEDS"] else { return 0 }
    try? fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let seeds: [String: String] = [
        "full": #"{"id":"com.vitrine.examples.game","name":"Game","executable":"GameApp","urlSchemes":["mygame","MyGame-2"],"appGroups":["group.com.vitrine.examples.game"],"extensions":[{"executable":"GameWidgets","dataProtection":"complete","usesLocation":true},{"id":"com.vitrine.examples.game.more","executable":"bin/More","dataProtection":"none"}]}"#,
        "widgets-only": #"{"id":"org.example.clock","name":"Clock","extensions":[{"executable":"bin/Widgets"}]}"#,
        "absolute": "{\"id\":\"a.b\",\"name\":\"N\",\"extensions\":[{\"executable\":\"\(manifestFolder)/bin/../GameWidgets\",\"dataProtection\":\"completeUnlessOpen\"}]}",
        "problems": #"{"id":"bad id","name":" ","executable":"notes.txt","urlSchemes":["http","1x","mygame","mygame"],"appGroups":["nogroup","group.a.b","group.a.b"],"extensions":[{"executable":"folder","usesLocation":"yes","dataProtection":"sometimes","extra":1},{"executable":"missing"}],"unknown":null}"#,
        "syntax": "{\n  \"id\": \"a.b\",\n  \"name\": \"x\"\n  \"extensions\": []\n}",
    ]
    for (name, text) in seeds {
        _ = fileManager.createFile(atPath: directory + "/seed-" + name, contents: Data(text.utf8))
    }
    return 0
}
