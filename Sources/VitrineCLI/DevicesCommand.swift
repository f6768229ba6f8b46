import ArgumentParser
import Foundation
import WidgetArchive

/// `vitrine devices`: the device classes widget sizes come from.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List device presets with their widget sizes in points."
    )

    func run() {
        let families = WidgetFamilyName.allCases.map(\.rawValue)
        for device in WidgetDevice.presets {
            let marker = device == WidgetDevice.default ? " (default)" : ""
            print("\(device.name)\(marker)  @\(ArchiveDump.num(device.scale))x  margins \(ArchiveDump.num(device.systemContentMargin))pt")
            for family in families {
                if let size = device.size(of: family) {
                    print("  \(family.padding(toLength: 22, withPad: " ", startingAt: 0)) \(ArchiveDump.num(size.width))×\(ArchiveDump.num(size.height))")
                }
            }
        }
    }
}
