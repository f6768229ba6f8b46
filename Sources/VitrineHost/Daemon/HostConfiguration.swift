import ExtensionHost
import Foundation
import HostProtocol
import VitrineStore
import WidgetArchive
import WidgetScheduler

/// Everything `vitrine serve` (and `vitrine simulate`) is configured with. The policy numbers
/// default to WidgetKit's (`SchedulerPolicy.widgetKit`); the rest to an iPhone at 3x, light,
/// en_US, UTC.
public struct HostConfiguration: Sendable {
    /// The data directory: `store.sqlite`, `images/`, and the App Group containers and
    /// preferences (`groups/`, `preferences/`, laid out by `AppGroupContainers`).
    public var location: StoreLocation
    /// The device whose widget sizes and margins instances are laid out for.
    public var device: WidgetDevice
    /// Pixels per point of the rendered images (the device's own scale unless given).
    public var scale: Double
    /// Light or dark appearance for rendering and for the extensions' environment.
    public var colorScheme: ArchiveEnvironment.ColorScheme
    /// The locale identifier extensions and rendering use, such as "en_US".
    public var locale: String
    /// The time zone identifier extensions and rendering use, such as "UTC".
    public var timeZone: String
    /// The reload budget and intervals the scheduler enforces.
    public var policy: SchedulerPolicy
    /// Limits and sandbox settings for the extension processes the host launches.
    public var extensionLimits: ExtensionHostConfiguration
    /// The control socket (apps' WidgetCenter, the CLI); nil: `HostSocketLocation.resolve()`.
    public var controlSocketPath: String?

    /// A configuration with the defaults above; `scale` nil takes the device's.
    public init(
        location: StoreLocation, device: WidgetDevice = .default, scale: Double? = nil,
        colorScheme: ArchiveEnvironment.ColorScheme = .light, locale: String = "en_US", timeZone: String = "UTC",
        policy: SchedulerPolicy = .widgetKit, extensionLimits: ExtensionHostConfiguration = .init(),
        controlSocketPath: String? = nil
    ) {
        self.location = location
        self.device = device
        self.scale = scale ?? device.scale
        self.colorScheme = colorScheme
        self.locale = locale
        self.timeZone = timeZone
        self.policy = policy
        self.extensionLimits = extensionLimits
        self.controlSocketPath = controlSocketPath
    }

    /// `images/current/<instance>.png`: the image each instance shows now, replaced atomically.
    public var currentImagesDirectory: URL { location.directory.appendingPathComponent("images/current", isDirectory: true) }

    /// The device, scale, appearance, locale and time zone as the renderer takes them.
    public var renderEnvironment: RenderEnvironment {
        RenderEnvironment(device: device.name, scale: scale, colorScheme: colorScheme, locale: locale, timeZone: timeZone)
    }

    /// Where the image `instance` shows now is kept, inside `currentImagesDirectory`.
    public func currentImage(of instance: Int64) -> URL {
        currentImagesDirectory.appendingPathComponent("\(instance).png")
    }
}
