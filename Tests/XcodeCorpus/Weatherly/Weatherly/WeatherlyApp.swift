import SwiftUI
import WeatherlyCore

@main
struct WeatherlyApp: App {
    var body: some Scene {
        WindowGroup { Text(Forecast.sample.summary) }
    }
}
