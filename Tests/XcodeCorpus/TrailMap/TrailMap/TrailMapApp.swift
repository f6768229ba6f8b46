import MapKit
import SwiftUI

@main
struct TrailMapApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Trails near you")
        }
    }
}
