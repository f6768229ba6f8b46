import SwiftUI

@main
struct TransitBoardApp: App {
    var body: some Scene {
        WindowGroup { Text("Transit Board") }
    }
}
