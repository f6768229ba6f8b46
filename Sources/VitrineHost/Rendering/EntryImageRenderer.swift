import AssetCatalog
import Foundation
import WidgetArchive
import WidgetLayout
import WidgetRender

/// Renders one timeline entry's archive the way the instance shows it: the family's size on
/// the configured device, at the entry's own date (dynamic dates are drawn as of then; a
/// live page keeps them ticking), with the extension's bundled fonts and asset catalogs
/// (`ExtensionResources`: found once per extension build and kept while it is unchanged).
public struct EntryImageRenderer: Sendable {
    /// A rendered entry: the PNG, its size in pixels and what the renderer had to say.
    public struct Output: Sendable {
        /// The encoded image.
        public var png: Data
        /// Width in device pixels (points × scale).
        public var pixelWidth: Int
        /// Height in device pixels (points × scale).
        public var pixelHeight: Int
        /// Renderer diagnostics, one line each (ignored views, missing fonts, glyphs or assets…).
        public var diagnostics: [String]
    }

    /// The device whose family sizes and margins the entries are laid out for.
    public let device: WidgetDevice
    /// Pixels per point unless a render asks for another scale.
    public let scale: Double

    /// A renderer for `device` at `scale` pixels per point.
    public init(device: WidgetDevice, scale: Double) {
        self.device = device
        self.scale = scale
    }

    /// `scale` overrides the configured one (a browser's device pixel ratio).
    public func render(
        _ archive: ViewArchive, at date: Date, extensionExecutable: String, scale: Double? = nil,
        redaction: RedactionOverride = .none
    ) -> Output {
        let result = pipeline(at: date, extensionExecutable: extensionExecutable, scale: scale, redaction: redaction).render(archive)
        return Output(
            png: result.data, pixelWidth: result.pixelWidth, pixelHeight: result.pixelHeight,
            diagnostics: result.diagnostics.map { "\($0)" })
    }

    /// The layout the rendered image was drawn from (same fonts, assets and date), for
    /// hit-testing a tap.
    public func layout(_ archive: ViewArchive, at date: Date, extensionExecutable: String) -> LayoutTree {
        pipeline(at: date, extensionExecutable: extensionExecutable, scale: nil, redaction: .none).layout(archive)
    }

    private func pipeline(at date: Date, extensionExecutable: String, scale: Double?, redaction: RedactionOverride) -> WidgetPipeline {
        // Fonts and catalogs are found once per extension build, not per entry.
        let resources = ExtensionResources.forExecutable(at: URL(fileURLWithPath: extensionExecutable))
        return RenderSetup(device: device, scale: self.scale, resources: resources).pipeline(at: date, scale: scale, redaction: redaction)
    }
}
