import SwiftUI

@main
struct TickerboardApp: App {
    var body: some Scene {
        WindowGroup { Text("Tickerboard") }
    }
}
