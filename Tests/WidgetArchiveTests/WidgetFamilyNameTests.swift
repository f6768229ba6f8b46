import Testing
import WidgetArchive

/// One typed family list and one availability rule per device.
@Suite struct WidgetFamilyNameTests {
    @Test func parsesFullAndShortNamesAndRefusesOtherPlatforms() throws {
        #expect(WidgetFamilyName(parsing: "systemSmall") == .systemSmall)
        #expect(WidgetFamilyName(parsing: "MEDIUM") == .systemMedium)
        #expect(WidgetFamilyName(parsing: "xl") == .systemExtraLarge)
        #expect(WidgetFamilyName(parsing: "rectangular") == .accessoryRectangular)
        // watchOS and visionOS families are not iOS families.
        #expect(WidgetFamilyName(parsing: "accessoryCorner") == nil)
        #expect(WidgetFamilyName(parsing: "systemExtraLargePortrait") == nil)
        #expect(throws: FamilyError.unknown("accessoryCorner")) { try WidgetFamilyName.parse("accessoryCorner") }
    }

    @Test func extraLargeIsNotAnIPhoneFamily() throws {
        let iPhone = WidgetDevice.default
        #expect(!iPhone.offers(.systemExtraLarge))
        #expect(iPhone.families == [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        do {
            _ = try iPhone.requireSize(of: .systemExtraLarge)
            Issue.record("an iPhone gave extra large a size")
        } catch let error as FamilyError {
            #expect(error.description.contains("systemExtraLarge is not available on iPhone 6.1\""), "\(error)")
            #expect(error.description.contains("iPad"))
        }
        let iPad = try #require(WidgetDevice.preset(named: "iPad 11"))
        #expect(try iPad.requireSize(of: .systemExtraLarge) == SizeValue(width: 715.5, height: 342))
        #expect(!iPad.offers(.accessoryCircular))
    }

    @Test func previewsAnnounceTheirFallback() throws {
        let choice = try #require(WidgetDevice.default.previewDevice(for: .systemExtraLarge))
        #expect(choice.device.name.hasPrefix("iPad 11"))
        #expect(choice.announcement?.contains("previewing it on iPad 11") == true)
        let same = try #require(WidgetDevice.default.previewDevice(for: .systemSmall))
        #expect(same.device == .default && same.announcement == nil)
        let iPad = try #require(WidgetDevice.preset(named: "iPad 11"))
        #expect(iPad.previewDevice(for: .accessoryInline)?.device == .default)
    }

    @Test func everyPresetOffersTheFamiliesOfItsKind() {
        for device in WidgetDevice.presets {
            #expect(device.offers(.systemSmall) && device.offers(.systemMedium) && device.offers(.systemLarge), "\(device.name)")
            #expect(device.offers(.systemExtraLarge) == device.name.hasPrefix("iPad"), "\(device.name)")
        }
    }
}
