import Foundation
import SwiftUI
import Testing

/// `LocalizedStringResource`, `String(localized:)`, `AttributedString(localized:)` and
/// `Text(resource)` find translations in the same `.strings`/`.xcstrings` tables as `Text("key")`.
/// Fixtures/Localized.bundle holds English and Russian tables written for these tests.
@Suite struct LocalizedStringResourceTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Localized.bundle")
    static let bundle = Bundle(url: fixture)!
    let ru = Locale(identifier: "ru_RU")
    let en = Locale(identifier: "en_US")

    @Test func aKeyWithADefaultValueIsTranslatedPerLocale() {
        #expect(String(localized: "greeting.title", defaultValue: "Hello", bundle: Self.bundle, locale: ru) == "Доброе утро")
        #expect(String(localized: "greeting.title", defaultValue: "Hello", bundle: Self.bundle, locale: en) == "Good morning")
        // A language without a table falls back to the default value.
        #expect(String(localized: "greeting.title", defaultValue: "Hello", bundle: Self.bundle, locale: Locale(identifier: "fr_FR")) == "Hello")
    }

    @Test func aMissingKeyShowsTheDefaultValueWithItsArguments() {
        let count = 3
        #expect(String(localized: "no.such.key", defaultValue: "Fallback", bundle: Self.bundle, locale: ru) == "Fallback")
        #expect(String(localized: "no.such.key", defaultValue: "\(count) left", bundle: Self.bundle, locale: ru) == "3 left")
        #expect(String(localized: "Nobody translated \(count) of these", bundle: Self.bundle, locale: ru) == "Nobody translated 3 of these")
        #expect(String(localized: "100% untranslated", bundle: Self.bundle, locale: ru) == "100% untranslated")
    }

    @Test func interpolationUsesFoundationsFormatSpecifiers() {
        let points = 42
        let km = 3.25
        #expect(String(localized: "\(points) points", bundle: Self.bundle, locale: ru) == "42 очков")
        #expect(String(localized: "Distance: \(km, specifier: "%.1f") km", bundle: Self.bundle, locale: ru) == "Расстояние: 3.2 км")
        // Positional placeholders let a translation reorder the arguments.
        #expect(String(localized: "\("Ana") scored \(points)", bundle: Self.bundle, locale: ru) == "42 очков у Ana")
        #expect(String(localized: "\("Ana") scored \(points)", bundle: Self.bundle, locale: en) == "Ana scored 42")
        // A literal percent sign next to an argument survives: the key is "%lld%% off".
        #expect(String(localized: "\(50)% off", bundle: Self.bundle, locale: ru) == "50% off")
    }

    @Test func aResourceKeepsKeyTableBundleAndLocale() {
        let resource = LocalizedStringResource(
            "next.match", defaultValue: "Next match at \("18:00")", table: "Widget", locale: ru, bundle: .atURL(Self.fixture), comment: "caption")
        #expect(resource.key == "next.match")
        #expect(resource.table == "Widget")
        #expect(resource.locale.identifier == "ru_RU")
        #expect(String(localized: resource) == "Следующий матч в 18:00")  // from the string catalog
        var english = resource
        english.locale = en
        #expect(String(localized: english) == "Next match at 18:00")
        var missing = resource
        missing.key = "next.match.missing"
        #expect(String(localized: missing) == "Next match at 18:00")  // the default value, with its argument
        #expect(AttributedString(localized: resource) == AttributedString("Следующий матч в 18:00"))
    }

    @Test func literalAndInterpolatedResources() {
        let literal: LocalizedStringResource = "greeting.title"
        #expect(literal.key == "greeting.title")
        let points = 7
        let interpolated: LocalizedStringResource = "\(points) points"
        #expect(interpolated.key == "%lld points")
        var inFixture = interpolated
        inFixture.bundle = .atURL(Self.fixture)
        inFixture.locale = ru
        #expect(String(localized: inFixture) == "7 очков")
        #expect(String(localized: LocalizedStringResource("\(points) points", locale: ru, bundle: .atURL(Self.fixture))) == "7 очков")
    }

    @Test func theExampleBundleIsSearchedWhenNoBundleIsGiven() {
        // GameWidgets ships ru.lproj/Localizable.strings; its resource bundle sits beside the test runner.
        #expect(String(localized: "HP", locale: ru) == "ОЗ")
        #expect(String(localized: "HP", locale: en) == "HP")
    }

    @MainActor @Test func textResolvesAResourceInTheEnvironmentsLocale() {
        let level = 80
        let resource = LocalizedStringResource("Health \(level)%")  // the example's key "Health %lld%%"
        #expect(archive(Text(resource)) { $0.locale = Locale(identifier: "ru_RU") }.root.plainTexts == ["Здоровье 80%"])
        #expect(archive(Text(resource)).root.plainTexts == ["Health 80%"])
        let missing = LocalizedStringResource("widget.empty", defaultValue: "Nothing yet")
        #expect(archive(Text(missing)) { $0.locale = Locale(identifier: "ru_RU") }.root.plainTexts == ["Nothing yet"])
        let fixture = LocalizedStringResource("greeting.title", defaultValue: "Hello", bundle: .atURL(Self.fixture))
        #expect(archive(Text(fixture)) { $0.locale = Locale(identifier: "ru_RU") }.root.plainTexts == ["Доброе утро"])
        // A plain literal is still a LocalizedStringKey.
        #expect(archive(Text("HP")) { $0.locale = Locale(identifier: "ru_RU") }.root.plainTexts == ["ОЗ"])
    }
}
