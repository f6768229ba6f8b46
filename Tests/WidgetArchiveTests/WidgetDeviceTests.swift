import Foundation
import Testing
import WidgetArchive

@Suite struct WidgetDeviceTests {
    @Test func defaultDeviceMatchesTheHIGTable() {
        let device = WidgetDevice.default
        #expect(device.size(of: "systemSmall") == SizeValue(width: 158, height: 158))
        #expect(device.size(of: "systemMedium") == SizeValue(width: 338, height: 158))
        #expect(device.size(of: "systemLarge") == SizeValue(width: 338, height: 354))
        #expect(device.size(of: "accessoryInline") == SizeValue(width: 234, height: 26))
        #expect(device.scale == 3)
        #expect(device.contentMargins(of: "systemSmall") == EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(device.contentMargins(of: "accessoryCircular") == .zero)
    }

    @Test func everyPresetIsConsistent() {
        for device in WidgetDevice.presets {
            let small = device.size(of: "systemSmall")!
            #expect(small.width == small.height, "\(device.name): small widgets are square")
            // The HIG lists the 5.5" medium widget 2 pt shorter than the small one; keep the data as published.
            #expect(abs(device.size(of: "systemMedium")!.height - small.height) <= 2, "\(device.name)")
            #expect(device.size(of: "systemLarge")!.width == device.size(of: "systemMedium")!.width, "\(device.name)")
            #expect(device.screen.width > device.size(of: "systemMedium")!.width, "\(device.name)")
            #expect([2.0, 3.0].contains(device.scale))
        }
        #expect(WidgetDevice.presets.filter { $0.sizes["systemExtraLarge"] != nil }.count == 4)
    }

    @Test func presetsByName() {
        #expect(WidgetDevice.preset(named: "6.7")?.size(of: "systemSmall")?.width == 170)
        #expect(WidgetDevice.preset(named: "ipad 11")?.size(of: "systemExtraLarge") == SizeValue(width: 715.5, height: 342))
        #expect(WidgetDevice.preset(named: "pixel") == nil)
    }

    @Test func devicesRoundTripAsData() throws {
        let data = try JSONEncoder().encode(WidgetDevice.presets)
        #expect(try JSONDecoder().decode([WidgetDevice].self, from: data) == WidgetDevice.presets)
    }
}
