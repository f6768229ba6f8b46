import CoreLocation
import Foundation
import Testing
import WeatherKit

/// WeatherKit as a weather widget's provider calls it; the service always refuses here.
@Suite(.timeLimit(.minutes(1))) struct WeatherWidgetTests {
    /// The provider as real ones are written: fetch, format, fall back on any error.
    static func entryText(at location: CLLocation) async -> String {
        do {
            let weather = try await WeatherService.shared.weather(for: location)
            let temperature = weather.currentWeather.temperature.converted(to: .celsius).value
            return "\(Int(temperature.rounded()))° \(weather.currentWeather.condition.description)"
        } catch let error as WeatherError {
            return "Weather unavailable (\(error == .permissionDenied ? "no access" : "error"))"
        } catch {
            return "Weather unavailable"
        }
    }

    @Test func providerFallsBackOnPermissionDenied() async {
        #expect(await Self.entryText(at: CLLocation(latitude: 37.33, longitude: -122.01)) == "Weather unavailable (no access)")
    }

    @Test func theErrorExplainsItself() async {
        do {
            _ = try await WeatherService().weather(for: CLLocation(latitude: 0, longitude: 0))
            Issue.record("the weather service answered")
        } catch {
            #expect(error.localizedDescription.contains("WeatherKit is not available"))
            #expect((error as? WeatherError)?.recoverySuggestion != nil)
        }
    }

    @Test func conditionsDescribeThemselves() {
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(WeatherCondition.clear.description == "Clear")
        #expect(WeatherCondition.allCases.count == 34)
    }
}
