import SwiftUI

@main
struct HeadlinesApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Top stories")
                .onOpenURL { url in print("open", url) }
        }
    }
}
