import Foundation
import SwiftUI

/// How one value (an entity, an enum case) is shown: a title, an optional subtitle and image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// An image beside the title.
    public struct Image: Sendable, Hashable {
        /// An SF Symbol's name, if the image is one.
        public var systemName: String?
        /// An asset's name, if the image is one.
        public var name: String?
        /// A file or web address, if the image is one.
        public var url: URL?
        /// The image's bytes, if given directly.
        public var data: Data?
        /// Whether the image is a template tinted by the system.
        public var isTemplate: Bool

        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool = true) {
            self.systemName = systemName
            self.isTemplate = isTemplate
        }

        /// An image from the app's assets.
        public init(named name: String, isTemplate: Bool = false) {
            self.name = name
            self.isTemplate = isTemplate
        }

        /// An image at a URL.
        public init(url: URL, isTemplate: Bool = false) {
            self.url = url
            self.isTemplate = isTemplate
        }

        /// An image from bytes.
        public init(data: Data, isTemplate: Bool = false) {
            self.data = data
            self.isTemplate = isTemplate
        }
    }

    /// The main text.
    public var title: LocalizedStringResource
    /// A second line.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: Image?
    /// Other names people may use for it.
    public var synonyms: [LocalizedStringResource]

    /// A representation.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation whose title is the literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation whose title is the interpolated literal.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
