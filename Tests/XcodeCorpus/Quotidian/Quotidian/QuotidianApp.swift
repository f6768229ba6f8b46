import SwiftUI

@main
struct QuotidianApp: App {
    var body: some Scene {
        WindowGroup { Text("Quote of the Day") }
    }
}
