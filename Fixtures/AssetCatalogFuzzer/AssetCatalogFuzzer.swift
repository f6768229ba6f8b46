// libFuzzer harness for asset catalogs as the host reads them from an extension's resources
// (docs/FUZZING.md): `Contents.json` of color sets, image sets and namespace folders, color
// values, and the image headers of the files a set names. Not a package target:
// `scripts/fuzz.sh assets` compiles it with `swiftc -sanitize=fuzzer -parse-as-library`
// together with the AssetCatalog sources as one module.
//
// The catalog reader takes a folder, so each input is written into a small catalog (in
// /dev/shm when there is one) and read back with `AssetCatalog(contentsOf:)`. Input layout:
// up to four parts separated by `#%%#`:
//   0. `Fuzz.colorset/Contents.json`, also `Group/Inner.colorset/Contents.json`
//   1. `Fuzz.imageset/Contents.json`
//   2. `Group/Contents.json` (a folder that may provide a namespace)
//   3. the bytes of the image files in the image set (`image.png`, `image.svg`, `image.pdf`)
// A part that is absent leaves its file out.
//
// Besides crashes and hangs, it traps when a color resolves to a component that is not a
// finite number (before or after conversion to extended sRGB: the renderer draws with it), or
// an image header reports a negative size.

import Foundation

nonisolated(unsafe) var catalogRoot = URL(fileURLWithPath: "/")

let separator = Array("#%%#".utf8)

func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var current: [UInt8] = []
    var i = 0
    while i < bytes.count {
        if i + separator.count <= bytes.count, bytes[i] == separator[0], Array(bytes[i..<(i + separator.count)]) == separator {
            parts.append(current)
            current = []
            i += separator.count
        } else {
            current.append(bytes[i])
            i += 1
        }
    }
    parts.append(current)
    return parts
}

func place(_ part: [UInt8]?, at paths: [String]) {
    for path in paths {
        let url = catalogRoot.appendingPathComponent(path)
        if let part {
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(part))
        } else {
            try? FileManager.default.removeItem(at: url)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func assetCatalogFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let parts = split(Array(UnsafeBufferPointer(start: data, count: size)))
    func part(_ index: Int) -> [UInt8]? { index < parts.count ? parts[index] : nil }
    place(part(0), at: ["Fuzz.colorset/Contents.json", "Group/Inner.colorset/Contents.json"])
    place(part(1), at: ["Fuzz.imageset/Contents.json"])
    place(part(2), at: ["Group/Contents.json"])
    place(part(3), at: ["Fuzz.imageset/image.png", "Fuzz.imageset/image.svg", "Fuzz.imageset/image.pdf"])

    let catalog: AssetCatalog
    do {
        catalog = try AssetCatalog(contentsOf: catalogRoot)
    } catch {
        fatalError("the catalog folder itself was refused: \(error)")
    }
    for problem in catalog.problems { _ = "\(problem)" }
    for name in catalog.colorNames {
        guard let set = catalog.colorSet(named: name) else { fatalError("listed color \(name) not found") }
        for appearance in Appearance.allCases {
            for highContrast in [false, true] {
                guard let color = set.resolve(appearance: appearance, highContrast: highContrast) else { continue }
                checkFinite(color, "color \(name)")
                checkFinite(color.convertedToExtendedSRGB(), "color \(name) in extended sRGB")
            }
        }
    }
    for name in catalog.imageNames {
        guard let set = catalog.imageSet(named: name) else { fatalError("listed image \(name) not found") }
        for appearance in Appearance.allCases {
            for scale in [0.5, 1, 2, 3, 4] {
                guard let variant = set.bestVariant(scale: scale, appearance: appearance, highContrast: scale == 3) else { continue }
                if let header = ImageHeader.read(contentsOf: variant.fileURL) { checkSize(header) }
            }
        }
    }
    if let bytes = part(3), let header = ImageHeader.read(Data(bytes)) { checkSize(header) }
    return 0
}

func checkFinite(_ color: AssetColor, _ what: String) {
    let components = [color.red, color.green, color.blue, color.alpha]
    if !components.allSatisfy(\.isFinite) {
        fatalError("\(what) has a component that is not a finite number: \(color)")
    }
}

func checkSize(_ header: ImageHeader) {
    if (header.pixelWidth ?? 0) < 0 || (header.pixelHeight ?? 0) < 0 { fatalError("negative image size: \(header)") }
}

/// Creates the catalog folder; with ASSET_FUZZER_SEEDS=<dir>, writes valid inputs there.
@_cdecl("LLVMFuzzerInitialize")
public func assetCatalogFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    let fileManager = FileManager.default
    let base = fileManager.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    catalogRoot = URL(fileURLWithPath: base + "vitrine-assetfuzz-\(getpid())/Fuzz.xcassets", isDirectory: true)
    for folder in ["Fuzz.colorset", "Fuzz.imageset", "Group/Inner.colorset"] {
        try? fileManager.createDirectory(at: catalogRoot.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    atexit { try? FileManager.default.removeItem(at: catalogRoot.deletingLastPathComponent()) }

    guard let directory = ProcessInfo.processInfo.environment["ASSET_FUZZER_SEEDS"] else { return 0 }
    try? fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let colors = #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"128","red":"0.250"}},"idiom":"universal"},"#
        + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","components":{"alpha":0.5,"blue":1,"green":0,"red":0.9}},"idiom":"iphone"},"#
        + #"{"appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"extended-linear-srgb","components":{"alpha":"1","blue":"-0.5","green":"1.5","red":"2.0e0"}},"idiom":"universal","display-gamut":"sRGB"},"#
        + #"{"appearances":[{"appearance":"luminosity","value":"light"}],"color":{"color-space":"gray-gamma-22","components":{"alpha":"0x0f","white":"0.5"}},"idiom":"ipad"},"#
        + #"{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
    let images = #"{"images":[{"filename":"image.png","idiom":"universal","scale":"1x"},{"filename":"image.svg","idiom":"universal","scale":"2x","appearances":[{"appearance":"luminosity","value":"dark"}]},"#
        + #"{"filename":"image.pdf","idiom":"iphone"},{"filename":"missing.png","idiom":"universal","scale":"3x"},{"idiom":"universal","scale":"3x"}],"#
        + #""info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template","preserves-vector-representation":true}}"#
    let group = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 32, 8, 6, 0, 0, 0]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 48, 0, 96, 1, 1, 0x11, 0]
    let gif: [UInt8] = Array("GIF89a".utf8) + [10, 0, 20, 0, 0]
    let webp: [UInt8] = Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0, 63, 0, 0, 31, 0, 0]
    let svg = Array(#"<?xml version="1.0"?><!-- icon --><svg xmlns="http://www.w3.org/2000/svg" width="24px" height="24" viewBox="0 0 48 48"><path d="M0 0"/></svg>"#.utf8)
    let pdf = Array("%PDF-1.4\n%\u{e2}\n1 0 obj\n".utf8)
    func join(_ parts: [[UInt8]]) -> Data { Data(parts.dropFirst().reduce(parts[0]) { $0 + separator + $1 }) }
    let seeds: [String: Data] = [
        "colors": join([Array(colors.utf8)]),
        "png": join([Array(colors.utf8), Array(images.utf8), Array(group.utf8), png]),
        "jpeg": join([Array(#"{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"}}]}"#.utf8), Array(images.utf8), Array("{}".utf8), jpeg]),
        "gif": join([Array("{}".utf8), Array(images.utf8), Array(group.utf8), gif]),
        "webp": join([Array(#"{"colors":[{"color":{"color-space":"extended-gray","components":{"white":"1.5","alpha":"0.25"}}}]}"#.utf8), Array(images.utf8), Array(group.utf8), webp]),
        "svg": join([Array(colors.utf8), Array(images.utf8), Array(#"{"properties":{"provides-namespace":"YES"}}"#.utf8), svg]),
        "pdf": join([Array(colors.utf8), Array(images.utf8), Array(group.utf8), pdf]),
    ]
    for (name, seed) in seeds {
        _ = fileManager.createFile(atPath: directory + "/seed-" + name, contents: seed)
    }
    return 0
}
