import Foundation

/// Foundation as a file written for iOS uses it, with no other import: on Linux these come
/// from FoundationCompat, which the importer makes an implicit import.
enum FoundationGaps {
    static var summary: String {
        let request = URLRequest(url: URL(string: "https://example.com/forecast")!)
        let relative = RelativeDateTimeFormatter()
        relative.locale = Locale(identifier: "en_US")
        relative.unitsStyle = .full
        let duration = DateComponentsFormatter()
        duration.allowedUnits = [.hour, .minute]
        duration.unitsStyle = .abbreviated
        return [
            request.httpMethod ?? "none",
            relative.localizedString(fromTimeInterval: -3600),
            duration.string(from: 5400) ?? "none",
            String(localized: "Forecast"),
            "\(URLSession.shared.configuration.timeoutIntervalForRequest)",
        ].joined(separator: " | ")
    }
}
