import SwiftUI

@main
struct ConfigLabApp: App {
    var body: some Scene {
        WindowGroup {
            #if MAIN_APP
            Text("Pipelines")
            #endif
        }
    }
}
