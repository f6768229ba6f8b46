import Foundation

/// An image attached to an intent object or parameter, kept as its source.
open class INImage: NSObject, @unchecked Sendable {
    /// The image's encoded bytes, when made from data.
    public let imageData: Data?
    /// The image's name in the bundle, when made from a name.
    public let name: String?
    /// The image's location, when made from a URL.
    public let url: URL?

    /// An image from encoded bytes (PNG, JPEG).
    public init(imageData: Data) {
        self.imageData = imageData
        self.name = nil
        self.url = nil
    }

    /// An image in the app's bundle.
    public init(named name: String) {
        self.imageData = nil
        self.name = name
        self.url = nil
    }

    /// An image at a URL; nil when the URL is not one an image can come from.
    public init?(url: URL) {
        self.imageData = nil
        self.name = nil
        self.url = url
    }
}
