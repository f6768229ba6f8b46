import Foundation
import Testing

@testable import AssetCatalog

@Suite("Color components and color spaces")
struct ColorParsingTests {
    @Test("Every component format Xcode writes", arguments: ComponentCases.accepted)
    func channelFormats(value: JSONValue, expected: Double) throws {
        let parsed = try #require(ColorComponent.channel(value, extended: false))
        #expect(abs(parsed - expected) < 1e-12)
    }

    @Test("Nonsense components are rejected", arguments: ComponentCases.rejected)
    func rejectedChannels(value: JSONValue) {
        #expect(ColorComponent.channel(value, extended: false) == nil)
    }

    @Test func extendedSpacesKeepValuesOutsideUnitRange() {
        #expect(ColorComponent.channel(.string("-0.100"), extended: true) == -0.1)
        #expect(ColorComponent.channel(.string("1.200"), extended: true) == 1.2)
        #expect(ColorComponent.channel(.number(2), extended: true) == 2)
        #expect(ColorComponent.channel(.string("300"), extended: true) == 300.0 / 255)
    }

    @Test func alphaIsAlwaysUnitRange() {
        #expect(ColorComponent.alpha(.string("1")) == 1)
        #expect(ColorComponent.alpha(.string("0.800")) == 0.8)
        #expect(ColorComponent.alpha(.number(1)) == 1)
        #expect(ColorComponent.alpha(.string("0xFF")) == 1)
        #expect(ColorComponent.alpha(.string("opaque")) == nil)
    }

    @Test func headlineUsesAllFourFormats() throws {
        let set = try #require(try Fixture.catalog().colorSet(named: "Headline"))
        #expect(set.variants.count == 4)
        // Floating-point strings.
        expectColor(set.resolve(appearance: .light), 0.2, 0.4, 0.6, space: .sRGB)
        // 8-bit integer strings.
        expectColor(set.resolve(appearance: .dark), 1, 128.0 / 255, 0, space: .sRGB)
        // 8-bit hexadecimal strings, with a 0-1 alpha beside them.
        expectColor(set.resolve(appearance: .light, highContrast: true), 0, 128.0 / 255, 1, alpha: 0.8, space: .sRGB)
        // JSON numbers.
        expectColor(set.resolve(appearance: .dark, highContrast: true), 0.1, 0.2, 0.3, space: .sRGB)
    }

    @Test func displayP3ColorKeepsItsSpaceAndConverts() throws {
        let color = try #require(try Fixture.catalog().colorSet(named: "VividRed")?.resolve(appearance: .light))
        expectColor(color, 1, 0, 0, space: .displayP3)
        // P3's red lies outside sRGB: the converted value is out of range, not clamped.
        expectColor(color.convertedToExtendedSRGB(), 1.0931, -0.2267, -0.1501, space: .extendedSRGB)
    }

    @Test func grayColorsUseWhite() throws {
        let catalog = try Fixture.catalog()
        let shade = try #require(catalog.colorSet(named: "Shade"))
        let light = try #require(shade.resolve(appearance: .light))
        expectColor(light, 0.5, 0.5, 0.5, alpha: 0.4, space: .gray)
        #expect(light.white == 0.5)
        expectColor(shade.resolve(appearance: .dark), 1.2, 1.2, 1.2, space: .extendedGray)
        // Hex in a gray space, in a folder that does not provide a namespace.
        expectColor(catalog.colorSet(named: "Divider")?.resolve(appearance: .light), 64.0 / 255, 64.0 / 255, 64.0 / 255, space: .gray)
    }

    @Test func extendedColorSpaces() throws {
        let glow = try #require(try Fixture.catalog().colorSet(named: "Glow"))
        expectColor(glow.resolve(appearance: .light), 1.2, -0.1, 0, space: .extendedSRGB)
        let dark = try #require(glow.resolve(appearance: .dark))
        expectColor(dark, 0.5, 0.25, 0, space: .extendedLinearSRGB)
        expectColor(dark.convertedToExtendedSRGB(), 0.7354, 0.5371, 0, space: .extendedSRGB)
    }

    @Test func colorSpaceRawValuesMatchXcode() {
        #expect(
            AssetColor.ColorSpace.allCases.map(\.rawValue) == [
                "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
            ])
    }

    @Test func assetColorRoundTripsThroughCodable() throws {
        let color = AssetColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 0.25, colorSpace: .extendedSRGB)
        let data = try JSONEncoder().encode(color)
        #expect(String(decoding: data, as: UTF8.self).contains("\"extended-srgb\""))
        #expect(try JSONDecoder().decode(AssetColor.self, from: data) == color)
    }

    @Test func unsupportedColorSpaceAndReferenceAreReported() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogURL = root.appendingPathComponent("Assets.xcassets")
        try writeContents(#"{"info":{"author":"xcode","version":1}}"#, in: catalogURL)
        try writeContents(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"1","green":"1","blue":"1"}}}]}"#,
            in: catalogURL.appendingPathComponent("Print.colorset"))
        try writeContents(
            #"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#,
            in: catalogURL.appendingPathComponent("System.colorset"))
        try writeContents(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"1"}}}]}"#,
            in: catalogURL.appendingPathComponent("Partial.colorset"))

        let catalog = try AssetCatalog(contentsOf: catalogURL)
        #expect(catalog.colorNames.isEmpty)
        let partial = catalogURL.appendingPathComponent("Partial.colorset/Contents.json").standardizedFileURL
        let print = catalogURL.appendingPathComponent("Print.colorset/Contents.json").standardizedFileURL
        let system = catalogURL.appendingPathComponent("System.colorset/Contents.json").standardizedFileURL
        #expect(
            catalog.problems == [
                .missingColorComponent(partial, component: "blue"),
                .unsupportedColorSpace(print, colorSpace: "cmyk"),
                .unsupportedColorReference(system, reference: "systemBlueColor"),
            ])
    }
}

/// Argument lists kept apart from the tests so the type checker sees their types up front.
enum ComponentCases {
    static let accepted: [(JSONValue, Double)] = [
        (.string("0.500"), 0.5),
        (.string("1.000"), 1.0),
        (.string("0"), 0.0),
        (.string("128"), 128.0 / 255),
        (.string("255"), 1.0),
        (.string("1"), 1.0 / 255),  // 8-bit "1" is nearly black, not opaque white
        (.string("0x80"), 128.0 / 255),
        (.string("0xFF"), 1.0),
        (.string("0X0a"), 10.0 / 255),
        (.string("  0.250 "), 0.25),
        (.number(0.5), 0.5),
        (.number(1), 1.0),
        (.number(128), 128.0 / 255),
    ]

    static let rejected: [JSONValue] = [
        .string("banana"), .string(""), .string("0x"), .string("0x123"), .string("256"),
        .string("-1"), .string("0.5.5"), .number(300), .bool(true), .null, .array([]),
    ]
}
