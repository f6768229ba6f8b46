import SwiftUI

@main
struct PolyglotApp: App {
    var body: some Scene {
        WindowGroup {
            Text("app.welcome")
        }
    }
}
