import ActivityKit
import Foundation

/// A running pomodoro: shared by the app, which starts the Live Activity, and the widget, which draws it.
struct FocusSessionAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: Phase
        var endDate: Date
        var completedRounds: Int
    }

    enum Phase: String, Codable, Hashable {
        case focus, shortBreak, longBreak

        var title: String {
            switch self {
            case .focus: "Focus"
            case .shortBreak: "Short break"
            case .longBreak: "Long break"
            }
        }

        var symbol: String {
            self == .focus ? "brain.head.profile" : "cup.and.saucer.fill"
        }
    }

    var taskName: String
    var totalMinutes: Int
}
