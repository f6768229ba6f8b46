import SwiftUI

@main
struct ForecastApp: App {
    var body: some Scene {
        WindowGroup { Text("Forecast") }
    }
}
