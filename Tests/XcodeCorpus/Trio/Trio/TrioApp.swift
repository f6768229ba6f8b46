import SwiftUI

@main
struct TrioApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Trio: focus, habits and the moon.")
        }
    }
}
