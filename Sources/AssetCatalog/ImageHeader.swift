import Foundation

/// An image file's format and pixel size, read from its first bytes without decoding pixels.
public struct ImageHeader: Sendable, Hashable, Codable {
    /// The image formats whose headers are read.
    public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
        case png, jpeg, gif, webp, svg, pdf

        /// Vector formats have no inherent pixel size; their dimensions are optional.
        public var isVector: Bool { self == .svg || self == .pdf }
    }

    /// The file's format.
    public let format: Format
    /// Width in pixels; nil for vector files without a size.
    public let pixelWidth: Int?
    /// Height in pixels; nil for vector files without a size.
    public let pixelHeight: Int?

    /// A header from a format and pixel size.
    public init(format: Format, pixelWidth: Int?, pixelHeight: Int?) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The header of `data`, or `nil` for unknown, garbage or truncated data. Never traps.
    public static func read(_ data: Data) -> ImageHeader? {
        let bytes = ByteReader(data: data)
        if bytes.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0) { return readPNG(bytes) }
        if bytes.matches([0xFF, 0xD8], at: 0) { return readJPEG(bytes) }
        if bytes.matches("GIF87a", at: 0) || bytes.matches("GIF89a", at: 0) { return readGIF(bytes) }
        if bytes.matches("RIFF", at: 0) && bytes.matches("WEBP", at: 8) { return readWebP(bytes) }
        if isPDF(bytes) { return ImageHeader(format: .pdf, pixelWidth: nil, pixelHeight: nil) }
        return SVGHeaderReader.read(data)
    }

    /// The header of the file at `url`, or `nil` if it cannot be read or is not an image.
    public static func read(contentsOf url: URL) -> ImageHeader? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        return read(data)
    }
}
