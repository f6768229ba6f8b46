import Foundation

/// Foundation's format styles that can take a locale (`locale(_:)`). `Text(_:format:)` formats
/// them in the environment's locale when the text is resolved, as SwiftUI does, instead of the
/// process's (so `Text(price, format: .currency(code: "USD"))` reads "$64,210.50" in en_US and
/// "64 210,50 $" in ru_RU).
protocol EnvironmentLocaleFormatStyle {
    func locale(_ locale: Locale) -> Self
}

extension IntegerFormatStyle: EnvironmentLocaleFormatStyle {}
extension IntegerFormatStyle.Percent: EnvironmentLocaleFormatStyle {}
extension IntegerFormatStyle.Currency: EnvironmentLocaleFormatStyle {}
extension FloatingPointFormatStyle: EnvironmentLocaleFormatStyle {}
extension FloatingPointFormatStyle.Percent: EnvironmentLocaleFormatStyle {}
extension FloatingPointFormatStyle.Currency: EnvironmentLocaleFormatStyle {}
extension Decimal.FormatStyle: EnvironmentLocaleFormatStyle {}
extension Decimal.FormatStyle.Percent: EnvironmentLocaleFormatStyle {}
extension Decimal.FormatStyle.Currency: EnvironmentLocaleFormatStyle {}
extension Date.FormatStyle: EnvironmentLocaleFormatStyle {}

/// A formatted value whose text depends on the locale it is shown in.
struct LocaleFormattedText: @unchecked Sendable {
    /// The text in a locale.
    let text: (Locale) -> String

    /// `input` formatted by `format`, in whichever locale the text is resolved for; nil when the
    /// style takes no locale (it is then formatted once, as given).
    init?<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        guard let adjustable = format as? any EnvironmentLocaleFormatStyle else { return nil }
        text = { locale in (adjustable.locale(locale) as? F ?? format).format(input) }
    }
}
