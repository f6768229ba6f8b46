import EventKit
import SwiftUI

@main
struct AgendaApp: App {
    private let store = EKEventStore()

    var body: some Scene {
        WindowGroup {
            Text("Agenda").task { _ = try? await store.requestFullAccessToEvents() }
        }
    }
}
