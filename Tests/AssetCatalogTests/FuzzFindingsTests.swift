import Foundation
import Testing

@testable import AssetCatalog

/// Inputs the asset catalog fuzzer (scripts/fuzz.sh assets, docs/FUZZING.md) found, kept so
/// they stay fixed.
@Suite("Asset catalog fuzzer findings")
struct FuzzFindingsTests {
    /// Components had no bound in floating form or in extended spaces. The fuzzer's input was
    /// `{"color-space":"extended-gray","components":{"white":1e308,"alpha":"5.25"}}`: read as it
    /// is, its conversion to extended sRGB (what the renderer draws with) was infinite; `"1e300"`
    /// in a Display P3 color gave inf and NaN the same way.
    @Test func hugeComponentsAreRefusedNotTurnedIntoInfinity() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogURL = root.appendingPathComponent("Assets.xcassets")
        try writeContents(
            #"{"colors":[{"color":{"color-space":"display-p3","components":{"red":"1e300","green":"0","blue":"0"}},"idiom":"universal"}]}"#,
            in: catalogURL.appendingPathComponent("Huge.colorset"))
        try writeContents(
            #"{"colors":[{"color":{"color-space":"extended-gray","components":{"white":1e308,"alpha":"5.25"}}}]}"#,
            in: catalogURL.appendingPathComponent("HugeGray.colorset"))
        try writeContents(
            #"{"colors":[{"color":{"color-space":"extended-linear-srgb","components":{"red":-1e200,"green":0,"blue":0}},"idiom":"universal"}]}"#,
            in: catalogURL.appendingPathComponent("HugeNumber.colorset"))
        try writeContents(
            #"{"colors":[{"color":{"color-space":"extended-srgb","components":{"red":"2.500","green":"-0.25","blue":"1000.0"}},"idiom":"universal"}]}"#,
            in: catalogURL.appendingPathComponent("Bright.colorset"))

        let catalog = try AssetCatalog(contentsOf: catalogURL)
        #expect(catalog.colorNames == ["Bright"])
        let huge = catalogURL.appendingPathComponent("Huge.colorset/Contents.json").standardizedFileURL
        let hugeGray = catalogURL.appendingPathComponent("HugeGray.colorset/Contents.json").standardizedFileURL
        let hugeNumber = catalogURL.appendingPathComponent("HugeNumber.colorset/Contents.json").standardizedFileURL
        #expect(catalog.problems.count == 3)
        for (problem, (file, channel)) in zip(catalog.problems, [(huge, "red"), (hugeGray, "white"), (hugeNumber, "red")]) {
            guard case .badColorComponent(let url, let component, _) = problem else {
                Issue.record("unexpected problem \(problem)")
                continue
            }
            #expect(url == file && component == channel)
        }

        // What is still accepted, up to the bound, converts to finite numbers in every space.
        let bright = try #require(catalog.colorSet(named: "Bright")?.resolve(appearance: .light))
        #expect(bright.blue == 1000)
        for space in AssetColor.ColorSpace.allCases {
            let limit = ColorComponent.maximumMagnitude
            let color = AssetColor(red: limit, green: -limit, blue: limit, alpha: 1, colorSpace: space).convertedToExtendedSRGB()
            let finite = [color.red, color.green, color.blue].allSatisfy { $0.isFinite }
            #expect(finite, "\(space)")
        }
    }

    @Test func channelBoundHoldsForEveryForm() {
        for extended in [false, true] {
            #expect(ColorComponent.channel(.string("1e300"), extended: extended) == nil)
            #expect(ColorComponent.channel(.string("-1000.5"), extended: extended) == nil)
            #expect(ColorComponent.channel(.number(1e300), extended: extended) == nil)
        }
        #expect(ColorComponent.channel(.number(1e300 + 0.5), extended: true) == nil)
        #expect(ColorComponent.channel(.string("999999999999"), extended: true) == nil)
        #expect(ColorComponent.channel(.string("-1000"), extended: true) == -1000.0 / 255)
        #expect(ColorComponent.channel(.number(-1000), extended: true) == -1000)
    }
}
