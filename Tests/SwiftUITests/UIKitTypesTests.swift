import Foundation
import SwiftUI
import Testing
import WidgetArchive

/// UIFont, UIColor, UIScreen and the feedback generators, used by widget code written with
/// `import UIKit` (UIKitBatteryWidget.swift: Swift Testing has no UIKit cross-import overlay on
/// Linux, so that file does not import Testing).
@MainActor @Suite struct UIKitTypesTests {
    func fonts(_ view: some View) -> [FontSpec] { archive(view).root.texts.flatMap { $0.runs.map(\.font) } }

    @Test func fontFromUIFontDrawsTheSameTextAsTheEquivalentFont() {
        let uikit = archive(BatteryRow(level: 0.8)), swiftUI = archive(SwiftUIBatteryRow(level: 0.8))
        #expect(uikit.root == swiftUI.root)
        let specs = fonts(BatteryRow(level: 0.8))
        #expect(specs.map(\.size) == [17, 20])
        #expect(specs.map(\.weight) == [.semibold, .semibold])
        #expect(specs.map(\.monospacedDigit) == [false, true])
        // A different weight is different text (the comparison above can fail).
        #expect(fonts(Text("a").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))) != fonts(Text("a").font(.system(size: 20, weight: .semibold))))
    }

    @Test func uiFontSizesAndTraits() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: 13).withSize(15).pointSize == 15)
        let italic = fonts(Text("a").font(Font(UIFont.italicSystemFont(ofSize: 11))))
        #expect(italic.first?.italic == true && italic.first?.size == 11)
        let mono = fonts(Text("a").font(Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular))))
        #expect(mono.first?.family == .system(design: "monospaced"))
        let named = fonts(Text("a").font(Font(UIFont(name: "Menlo", size: 14)!)))
        #expect(named.first?.family == .custom(name: "Menlo") && named.first?.size == 14)
        #expect(UIFont(name: "", size: 14) == nil)
    }

    @Test func namedColorsAreUIKitsAndSystemColorsAdapt() throws {
        func rgba(_ color: UIColor, _ scheme: ColorScheme) -> RGBAValue? {
            if case .rgba(let v) = Color(uiColor: color).resolve(scheme) { v } else { nil }
        }
        // Fixed colors: the same in both appearances.
        #expect(rgba(.lightGray, .light) == RGBAValue(red: 2 / 3, green: 2 / 3, blue: 2 / 3))
        #expect(rgba(.lightGray, .dark) == RGBAValue(red: 2 / 3, green: 2 / 3, blue: 2 / 3))
        #expect(rgba(.darkGray, .light) == RGBAValue(red: 1 / 3, green: 1 / 3, blue: 1 / 3))
        #expect(rgba(.red, .light) == RGBAValue(red: 1, green: 0, blue: 0))
        #expect(rgba(.orange, .dark) == RGBAValue(red: 1, green: 0.5, blue: 0))
        // Dynamic system colors: UIKit's light and dark values.
        #expect(rgba(.systemGray2, .light) == RGBAValue(red: 174 / 255, green: 174 / 255, blue: 178 / 255))
        #expect(rgba(.systemGray2, .dark) == RGBAValue(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
        #expect(rgba(.systemGray6, .dark) == RGBAValue(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
        #expect(rgba(.label, .dark) == RGBAValue(red: 1, green: 1, blue: 1))
        #expect(rgba(.systemBackground, .dark) == RGBAValue(red: 0, green: 0, blue: 0))
        #expect(rgba(.secondaryLabel, .light) == RGBAValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        // systemRed is SwiftUI's Color.red in both appearances; alpha keeps it adaptive.
        for scheme in [ColorScheme.light, .dark] {
            #expect(Color(uiColor: .systemRed).resolve(scheme) == Color.red.resolve(scheme))
        }
        #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.5), .dark) == RGBAValue(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 0.5))
        // In a widget: the row's background follows the color scheme.
        let dark = archive(BatteryRow(level: 0.5)) { $0.colorScheme = .dark }
        let light = archive(BatteryRow(level: 0.5))
        #expect(dark.root != light.root)
    }

    @Test func theScreenIsTheDeviceWidgetsAreRenderedFor() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: WidgetDevice.default.screen.width, height: WidgetDevice.default.screen.height))
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
    }

    @Test func hapticsAreAcceptedAndDoNothing() {
        // As on a device without a Taptic Engine: the calls return and change nothing.
        #expect(Haptics.tap() == .rigid)
        Haptics.done()
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
