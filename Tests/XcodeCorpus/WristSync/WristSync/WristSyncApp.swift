import SwiftUI

@main
struct WristSyncApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Syncing with your watch…")
        }
    }
}
