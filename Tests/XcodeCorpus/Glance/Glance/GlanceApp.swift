import SwiftUI

@main
struct GlanceApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Log a glass from the Lock Screen widget.")
        }
    }
}
