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
    public var device: WidgetDevice
    public var scale: Double
    public var colorScheme: ArchiveEnvironment.ColorScheme
    public var locale: String
    public var timeZone: String
    public var policy: SchedulerPolicy
    public var extensionLimits: ExtensionHostConfiguration
    /// The control socket (apps' WidgetCenter, the CLI); nil: `HostSocketLocation.resolve()`.
    public var controlSocketPath: String?

    public init(location: StoreLocation, device: WidgetDevice = .default, scale: Double? = nil,
                colorScheme: ArchiveEnvironment.ColorScheme = .light, locale: String = "en_US", timeZone: String = "UTC",
                policy: SchedulerPolicy = .widgetKit, extensionLimits: ExtensionHostConfiguration = .init(),
                controlSocketPath: String? = nil) {
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

    public var renderEnvironment: RenderEnvironment {
        RenderEnvironment(device: device.name, scale: scale, colorScheme: colorScheme, locale: locale, timeZone: timeZone)
    }

    public func currentImage(of instance: Int64) -> URL {
        currentImagesDirectory.appendingPathComponent("\(instance).png")
    }
}
