import ActivityKit
import SwiftUI

@main
struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            Button("Start 25 minutes") {
                let attributes = FocusSessionAttributes(taskName: "Write report", totalMinutes: 25)
                let end = Date.now.addingTimeInterval(25 * 60)
                let state = FocusSessionAttributes.ContentState(phase: .focus, endDate: end, completedRounds: 0)
                _ = try? Activity.request(attributes: attributes, content: .init(state: state, staleDate: end))
            }
        }
    }
}
