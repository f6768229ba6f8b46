import Foundation
import Testing

@testable import AssetCatalog

@Suite("Color appearance matching")
struct ColorResolutionTests {
    private let red = AssetColor(red: 1, green: 0, blue: 0)
    private let green = AssetColor(red: 0, green: 1, blue: 0)
    private let blue = AssetColor(red: 0, green: 0, blue: 1)
    private let white = AssetColor(white: 1)

    @Test func exactAppearanceAndContrastComeFirst() {
        let set = ColorSet(
            name: "X",
            variants: [
                ColorVariant(color: white),
                ColorVariant(color: red, appearance: .dark),
                ColorVariant(color: green, appearance: .dark, highContrast: true),
                ColorVariant(color: blue, highContrast: true),
            ])
        #expect(set.resolve(appearance: .dark, highContrast: true) == green)
        #expect(set.resolve(appearance: .dark) == red)
        #expect(set.resolve(appearance: .light, highContrast: true) == blue)
        #expect(set.resolve(appearance: .light) == white)
    }

    @Test func luminosityMatchBeatsAnyAppearanceWithHighContrast() {
        let set = ColorSet(
            name: "X",
            variants: [
                ColorVariant(color: white),
                ColorVariant(color: red, appearance: .dark),
                ColorVariant(color: blue, highContrast: true),
            ])
        // No dark+high slot: the dark slot wins over the any+high one.
        #expect(set.resolve(appearance: .dark, highContrast: true) == red)
    }

    @Test func anyAppearanceIsTheFallback() {
        let set = ColorSet(name: "X", variants: [ColorVariant(color: white)])
        #expect(set.resolve(appearance: .dark) == white)
        #expect(set.resolve(appearance: .dark, highContrast: true) == white)
        #expect(set.resolve(appearance: .light) == white)
    }

    @Test func highContrastSlotsAreNotUsedWithoutHighContrast() {
        let set = ColorSet(
            name: "X",
            variants: [
                ColorVariant(color: blue, appearance: .dark, highContrast: true),
                ColorVariant(color: white),
            ])
        #expect(set.resolve(appearance: .dark) == white)
    }

    @Test func somethingBeatsNothingWithoutAnAnySlot() {
        let set = ColorSet(name: "X", variants: [ColorVariant(color: red, appearance: .dark)])
        #expect(set.resolve(appearance: .light) == red)
        #expect(ColorSet(name: "Empty", variants: []).resolve(appearance: .light) == nil)
    }

    @Test func explicitLightSlotBeatsAny() throws {
        let mode = try #require(try Fixture.catalog().colorSet(named: "Mode"))
        expectColor(mode.resolve(appearance: .light), 1, 1, 1, space: .sRGB)
        expectColor(mode.resolve(appearance: .dark), 0, 0, 0, space: .sRGB)
        expectColor(mode.resolve(appearance: .light, highContrast: true), 1, 1, 1, space: .sRGB)
    }

    @Test func universalIdiomIsPreferredThenPhoneThenPad() throws {
        let tint = try #require(try Fixture.catalog().colorSet(named: "DeviceTint"))
        // The "tinted" slot is an appearance this module does not know: skipped, not taken as Any.
        #expect(tint.variants.count == 4)
        expectColor(tint.resolve(appearance: .light), 0, 1, 0, space: .sRGB)
        // Dark slots exist only for ipad and mac; ipad ranks first.
        expectColor(tint.resolve(appearance: .dark), 0, 0, 1, space: .sRGB)
        #expect(tint.variant(appearance: .dark)?.idiom == "ipad")

        let phoneOverPad = ColorSet(
            name: "X",
            variants: [
                ColorVariant(color: blue, idiom: "ipad"),
                ColorVariant(color: red, idiom: "iphone"),
            ])
        #expect(phoneOverPad.resolve(appearance: .light) == red)
    }

    @Test func sRGBGamutSlotIsPreferredOverDisplayP3() {
        let set = ColorSet(
            name: "X",
            variants: [
                ColorVariant(color: red, displayGamut: "display-P3"),
                ColorVariant(color: green, displayGamut: "sRGB"),
            ])
        #expect(set.resolve(appearance: .light) == green)
    }

    @Test func emptySlotsAreNotVariants() throws {
        let catalog = try Fixture.catalog()
        let accent = try #require(catalog.colorSet(named: "AccentColor"))
        #expect(accent.variants.isEmpty)
        #expect(accent.resolve(appearance: .light) == nil)
        #expect(!catalog.problems.contains { $0.fileURL.path.contains("AccentColor") })
    }
}
