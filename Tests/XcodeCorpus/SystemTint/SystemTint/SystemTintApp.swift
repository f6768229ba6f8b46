import SwiftUI

@main
struct SystemTintApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Storage")
        }
    }
}
