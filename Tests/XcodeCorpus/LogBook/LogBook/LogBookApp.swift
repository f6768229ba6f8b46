import OSLog
import SwiftUI

@main
struct LogBookApp: App {
    private let logger = Logger(subsystem: "com.example.logbook", category: "App")

    var body: some Scene {
        WindowGroup {
            Text("Dive Log").onAppear { logger.info("App launched") }
        }
    }
}
