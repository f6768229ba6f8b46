import SwiftUI

@main
struct StreaklyApp: App {
    @State private var route = "today"

    var body: some Scene {
        WindowGroup {
            Text(route)
                .onOpenURL { url in route = url.host() ?? "today" }
        }
    }
}
