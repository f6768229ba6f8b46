import Foundation
import WidgetArchive
import WidgetLayout

/// "An extension's archive on a device": the one render setup the host (`EntryImageRenderer`),
/// `vitrine preview` and `vitrine render` share, so the same archive gives the same pixels
/// through all three.
///
/// The device decides the corner radius and the default scale; the output is clipped to the
/// widget's continuous rounded shape, as the home screen shows it; fonts and asset catalogs
/// are the extension build's own (`ExtensionResources`); dynamic dates are drawn as of `date`.
public struct RenderSetup: Sendable {
    /// The device the widget is shown on (its sizes, scale and corner radius).
    public var device: WidgetDevice
    /// Device pixels per point; the device's own unless overridden (a browser's pixel ratio).
    public var scale: Double
    /// The extension build's fonts and catalogs; nil: system fonts only, no catalogs.
    public var resources: ExtensionResources?

    /// A setup for a device, at its scale unless given, with an extension build's resources.
    public init(device: WidgetDevice, scale: Double? = nil, resources: ExtensionResources?) {
        self.device = device
        self.scale = scale ?? device.scale
        self.resources = resources
    }

    /// The pipeline for one render at `date` (`scale` overrides the setup's for this render).
    public func pipeline(at date: Date?, scale: Double? = nil, redaction: RedactionOverride = .none) -> WidgetPipeline {
        let configuration = RenderConfiguration(
            scale: scale ?? self.scale, now: date, assetLocator: resources?.assetLocator,
            containerCornerRadius: device.cornerRadius, clipsToContainerShape: true,
            redaction: redaction)
        return WidgetPipeline(configuration: configuration, device: device)
    }
}
