import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it
/// (`Image(.avatar)` reads `ImageResource.avatar`, a static member the symbol generator
/// writes for each image set).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String
    /// The name of the resource bundle holding the catalog; nil for the extension's own.
    let bundleName: String?

    /// The image set `name` in the catalog of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundleName = Color.bundleName(bundle)
    }
}

/// A color in an asset catalog, as Xcode's generated asset symbols name it
/// (`Color(.brandPrimary)` reads `ColorResource.brandPrimary`).
public struct ColorResource: Hashable, Sendable {
    /// The color set's name in the catalog.
    public let name: String
    /// The name of the resource bundle holding the catalog; nil for the extension's own.
    let bundleName: String?

    /// The color set `name` in the catalog of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundleName = Color.bundleName(bundle)
    }
}

extension Image {
    /// The image of a generated asset symbol (`Image(.avatar)`).
    public init(_ resource: ImageResource) {
        self.init(source: .named(resource.name, bundle: resource.bundleName), label: resource.name)
    }
}

extension Color {
    /// The color of a generated asset symbol (`Color(.brandPrimary)`).
    public init(_ resource: ColorResource) {
        self.init(assetNamed: resource.name, inBundleNamed: resource.bundleName)
    }
}
