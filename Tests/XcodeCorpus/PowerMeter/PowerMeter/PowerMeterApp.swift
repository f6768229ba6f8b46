import SwiftUI

@main
struct PowerMeterApp: App {
    var body: some Scene {
        WindowGroup {
            Text("PowerMeter keeps your devices' charge in one place.")
        }
    }
}
