import SwiftUI

@main
struct CountdownsApp: App {
    var body: some Scene {
        WindowGroup { Text("Countdowns") }
    }
}
