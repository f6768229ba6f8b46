import Foundation
import Testing
import WidgetArchive

@testable import SwiftUI

/// Numbers interpolated into a `LocalizedStringKey` are formatted with the environment's
/// locale when the text is shown, as on iOS: `%lld` with the locale's grouping, `%lf` and a
/// custom specifier with its decimal separator too.
@MainActor @Suite struct LocalizedStringKeyNumberTests {
    func shown(_ text: Text, _ locale: String) -> String {
        archive(text) { $0.locale = Locale(identifier: locale) }.root.plainTexts.joined()
    }

    @Test func integersAreGroupedInTheEnvironmentsLocale() {
        let count = 12345
        #expect(shown(Text("\(count) steps"), "en_US") == "12,345 steps")
        #expect(shown(Text("\(count) steps"), "de_DE") == "12.345 steps")
        // ICU's French grouping separator is a narrow no-break space (U+202F).
        #expect(shown(Text("\(count) steps"), "fr_FR") == "12\u{202F}345 steps")
        // Small numbers, negatives and the other integer types.
        #expect(shown(Text("\(42) steps"), "de_DE") == "42 steps")
        #expect(shown(Text("\(-1_234_567)"), "de_DE") == "-1.234.567")
        #expect(shown(Text("\(Int32(54321)) \(UInt64(65432))"), "en_US") == "54,321 65,432")
        // A year interpolated as an Int is grouped on iOS too ("2,026"); `verbatim` or
        // `String(year)` avoids it.
        #expect(shown(Text("\(2026)"), "en_US") == "2,026")
    }

    @Test func floatingPointUsesTheLocalesSeparators() {
        let distance = 1234.5
        #expect(shown(Text("\(distance)"), "en_US") == "1,234.500000")
        #expect(shown(Text("\(distance)"), "de_DE") == "1.234,500000")
        #expect(shown(Text("\(distance)"), "fr_FR") == "1\u{202F}234,500000")
        #expect(shown(Text("\(3.14159, specifier: "%.1f") km"), "de_DE") == "3,1 km")
        #expect(shown(Text("\(Float(0.5), specifier: "%.2f")"), "fr_FR") == "0,50")
    }

    /// The same key shows differently in two environments: the number is formatted when
    /// shown, not when the key is made; the key itself keeps the specifier for string tables.
    @Test func oneKeyTwoLocales() {
        let key: LocalizedStringKey = "Score: \(9876)"
        #expect(key.key == "Score: %lld")
        #expect(shown(Text(key), "en_US") == "Score: 9,876")
        #expect(shown(Text(key), "de_DE") == "Score: 9.876")
        // Strings are not numbers: an interpolated String is shown as it is.
        #expect(shown(Text("Score: \("12345")"), "de_DE") == "Score: 12345")
    }
}
