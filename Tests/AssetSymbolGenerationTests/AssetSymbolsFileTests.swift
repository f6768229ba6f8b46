import Foundation
import Testing

@testable import AssetSymbolGeneration

@Suite struct AssetSymbolsFileTests {
    @Test func membersForEveryColourAndImage() {
        let file = AssetSymbolsFile(colorNames: ["AccentColor", "ColorBg"], imageNames: ["Trophy"])
        let source = file.source
        #expect(source.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let colorBg = ColorResource(name: "ColorBg", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let trophy = ImageResource(name: "Trophy", bundle: resourceBundle)"#))
        // Color and ShapeStyle members, so `Color.accent` and `.foregroundStyle(.accent)` compile.
        #expect(source.components(separatedBy: "static var accent: SwiftUI.Color { .init(.accent) }").count == 3)
        #expect(file.warnings.isEmpty)
    }

    /// Two assets with one symbol: the first by name keeps it, the other is reported, not silently dropped.
    @Test func clashingSymbolsAreReported() {
        let file = AssetSymbolsFile(colorNames: [], imageNames: ["star_image", "Star", "star"])
        #expect(file.images.map(\.assetName) == ["Star"])
        #expect(file.warnings.count == 2)
        #expect(file.warnings.allSatisfy { $0.contains("\"star\"") && $0.contains("Try renaming the asset") })
        #expect(file.source.contains("#warning("))
    }

    /// A colour named like one of Color's own members keeps its resource but no Color member.
    @Test func colorMemberConflicts() {
        let file = AssetSymbolsFile(colorNames: ["BlueColor"], imageNames: [])
        #expect(file.source.contains(#"static let blue = ColorResource(name: "BlueColor""#))
        #expect(!file.source.contains("static var blue:"))
        #expect(file.source.contains(#"conflicting Color symbol \"blue\""#))
    }

    @Test func assetNamesAreEscapedInLiterals() {
        let file = AssetSymbolsFile(colorNames: [], imageNames: [#"quote"d \ name"#])
        #expect(file.source.contains(#"ImageResource(name: "quote\"d \\ name""#))
    }
}
