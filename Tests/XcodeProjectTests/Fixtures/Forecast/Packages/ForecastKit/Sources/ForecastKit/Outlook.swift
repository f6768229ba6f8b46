import Foundation

/// A local package's file as it is written for iOS, importing only Foundation: on Linux the
/// request, the relative date and the measurement style come from FoundationCompat, which the
/// importer makes an implicit import of the package's files too.
public enum Outlook {
    public static var summary: String {
        let request = URLRequest(url: URL(string: "https://example.com/outlook")!)
        let relative = RelativeDateTimeFormatter()
        relative.locale = Locale(identifier: "en_US")
        relative.unitsStyle = .full
        let high = Measurement(value: 22, unit: UnitTemperature.celsius)
        let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "en_US"), usage: .weather)
        return [request.httpMethod ?? "none", relative.localizedString(fromTimeInterval: 7200), high.formatted(style)].joined(separator: " | ")
    }
}
