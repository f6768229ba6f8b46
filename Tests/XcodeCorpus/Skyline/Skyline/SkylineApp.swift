import SkylineKit
import SwiftUI

@main
struct SkylineApp: App {
    var body: some Scene {
        WindowGroup {
            List(FallbackCity.allCases, id: \.self) { city in
                Text(city.conditions.place)
            }
        }
    }
}
