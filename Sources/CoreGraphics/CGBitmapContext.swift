// Core Graphics' bitmap contexts, as image-resizing code makes them:
// `CGContext(data: nil, width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, draw,
// `makeImage()`. Here they record like any context; their user space is Core Graphics' own,
// origin at the bottom-left, y up, one unit per pixel. Pixels cannot be read back: a caller
// that passes its own buffer (to read the pixels) gets nil, and `data` is nil.

/// A color space. Drawing here is always sRGB; the space is kept for what code reads back.
public final class CGColorSpace: @unchecked Sendable {
    /// The number of color components (3 for RGB, 1 for gray).
    public let numberOfComponents: Int

    init(numberOfComponents: Int) { self.numberOfComponents = numberOfComponents }
}

/// The device's RGB color space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(numberOfComponents: 3) }

/// The device's gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(numberOfComponents: 1) }

/// Where a bitmap's alpha is and whether color is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, color premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, color premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last (RGBA).
    case last = 3
    /// Alpha first (ARGB).
    case first = 4
    /// No alpha; the last byte is skipped.
    case noneSkipLast = 5
    /// No alpha; the first byte is skipped.
    case noneSkipFirst = 6
    /// Alpha only, no color.
    case alphaOnly = 7
}

/// A bitmap's layout: its alpha info and byte order.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A layout from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The mask of the alpha info bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask of the byte order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo(rawValue: 0)
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGContext {
    /// A bitmap context of `width` × `height` pixels that records its drawing; nil when a
    /// buffer is given (its pixels could not be written here) or a side is not positive.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard data == nil, width > 0, height > 0 else { return nil }
        self.init(size: CGSize(width: width, height: height), scale: 1)
        // Core Graphics' own space: origin at the bottom-left, y up.
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        bitmapWidth = width
        bitmapHeight = height
    }

    /// The bitmap's width in pixels (0 for other contexts).
    public var width: Int { bitmapWidth }

    /// The bitmap's height in pixels (0 for other contexts).
    public var height: Int { bitmapHeight }

    /// The bitmap's pixels: always nil, a recording has none.
    public var data: UnsafeMutableRawPointer? { nil }
}
