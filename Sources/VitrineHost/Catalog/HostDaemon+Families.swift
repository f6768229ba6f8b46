import Foundation
import VitrineStore
import WidgetArchive

extension HostDaemon {
    /// The size a placed widget has on the configured device. New widgets of a family the
    /// device does not offer are refused (`addWidget`); a widget placed before (an older store,
    /// or a host started with another device) keeps the size of the first preset that offers
    /// its family, and `announceForeignFamilies()` says so in its flight record at start.
    func placedSize(of family: String) -> SizeValue {
        guard let typed = WidgetFamilyName(parsing: family) else { return SizeValue(width: 0, height: 0) }
        return configuration.device.size(of: typed) ?? configuration.device.previewDevice(for: typed)?.device.size(of: typed)
            ?? SizeValue(width: 0, height: 0)
    }

    /// One flight-record line per placed widget whose family the configured device lacks.
    func announceForeignFamilies(_ instances: [InstanceRecord]) {
        for instance in instances {
            guard let typed = WidgetFamilyName(parsing: instance.family), !configuration.device.offers(typed) else { continue }
            let fallback = configuration.device.previewDevice(for: typed)?.device.name ?? "no device"
            recordNote(
                instance.id, event: "warning", reason: "family",
                detail: "\(typed) is not available on \(configuration.device.name); shown at \(fallback)'s size until removed")
        }
    }
}

extension HostDaemon {
    /// `family` parsed and offered by the configured device, or the `FamilyError` that says
    /// why not: the check every front end makes before placing or previewing a widget.
    public func offeredFamily(_ family: String) throws -> WidgetFamilyName {
        let typed = try WidgetFamilyName.parse(family)
        _ = try configuration.device.requireSize(of: typed)
        return typed
    }
}
