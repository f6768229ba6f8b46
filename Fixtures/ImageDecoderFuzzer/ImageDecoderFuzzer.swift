// libFuzzer harness for the image decoders the host runs on an app's bytes (docs/FUZZING.md):
// JPEG through libjpeg-turbo and PNG through libpng and cairo, as `ImageDecoder` drives them
// for bitmaps in archives and files in asset catalogs. Not a package target:
// `scripts/fuzz.sh jpeg` and `scripts/fuzz.sh png` compile it with `swiftc -sanitize=fuzzer,address`
// together with `WidgetRender/Images/ImageDecoder.swift` and the AssetCatalog sources (its
// header reader) as one module; CCairo is the package's own module map.
//
// IMAGE_FUZZER_FORMAT (jpeg or png, set by the script) picks the decoder. Each input goes to
// that decoder's C path directly (so the Swift header pre-check cannot hide a hole in the C
// check), then through `ImageDecoder.decoding`, the route the renderer takes.
//
// The pixel limit here is one megapixel instead of the renderer's forty: the check is the same
// code with another number, and a small limit keeps inputs fast. The script runs this with
// `-malloc_limit_mb=64` under AddressSanitizer, so any single allocation beyond what one
// megapixel needs (4 MB of pixels, libjpeg's coefficient buffers) is a finding: that is the
// "refused before anything huge is allocated" promise, checked on every input.
//
// Besides crashes, hangs and large allocations it traps when a decoded image is empty or above
// the limit, when a refusal for size names a size within the limit, or when a decoded PNG's size
// differs from the size the Swift header reader gives for it (layout measures with that reader).

import CCairo
import Foundation

nonisolated(unsafe) var fuzzingPNG = false
let fuzzLimit = 1_000_000

func check(_ result: Result<OpaquePointer, ImageDecodingError>, _ data: Data, _ route: String) {
    switch result {
    case .success(let surface):
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, width > 0, height > 0, width * height <= fuzzLimit else {
            fatalError("\(route): decoded \(width) × \(height) (status \(cairo_surface_status(surface))) with a limit of \(fuzzLimit)")
        }
        if fuzzingPNG, let header = ImageHeader.read(data), header.format == .png,
           header.pixelWidth != width || header.pixelHeight != height {
            let said = "\(String(describing: header.pixelWidth)) × \(String(describing: header.pixelHeight))"
            fatalError("\(route): decoded \(width) × \(height), the header reader says \(said)")
        }
    case .failure(.tooLarge(let width, let height, let limit)):
        if width > 0 && height > 0 && width * height <= limit {
            fatalError("\(route): refused \(width) × \(height) as too large for \(limit)")
        }
    case .failure(let error):
        _ = error.description
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func imageDecoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = Data(bytes)
    if fuzzingPNG {
        check(ImageDecoder.decodePNG(bytes, maximumPixels: fuzzLimit), input, "decodePNG")
    } else {
        check(ImageDecoder.decodeJPEG(bytes, maximumPixels: fuzzLimit), input, "decodeJPEG")
    }
    check(ImageDecoder.decoding(input, maximumPixels: fuzzLimit), input, "decoding")
    return 0
}

@_cdecl("LLVMFuzzerInitialize")
public func imageDecoderFuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    fuzzingPNG = ProcessInfo.processInfo.environment["IMAGE_FUZZER_FORMAT"] == "png"
    return 0
}
