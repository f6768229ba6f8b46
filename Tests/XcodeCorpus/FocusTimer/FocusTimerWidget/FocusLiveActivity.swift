import ActivityKit
import SwiftUI
import WidgetKit

struct FocusLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusSessionAttributes.self) { context in
            LockScreenFocusView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.75))
                .activitySystemActionForegroundColor(.orange)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.phase.title, systemImage: context.state.phase.symbol)
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 60)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.taskName).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    RoundDots(completed: context.state.completedRounds)
                }
            } compactLeading: {
                Image(systemName: context.state.phase.symbol).foregroundStyle(.orange)
            } compactTrailing: {
                Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 44)
            } minimal: {
                Image(systemName: "timer").foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
    }
}

private struct LockScreenFocusView: View {
    let context: ActivityViewContext<FocusSessionAttributes>

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: context.state.phase.symbol)
                .font(.largeTitle)
                .foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.taskName).font(.headline)
                Text(context.state.phase.title).font(.subheadline).foregroundStyle(.secondary)
                RoundDots(completed: context.state.completedRounds)
            }
            Spacer()
            Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
                .font(.title.monospacedDigit())
                .multilineTextAlignment(.trailing)
        }
        .padding()
        .foregroundStyle(.white)
    }
}

struct RoundDots: View {
    let completed: Int
    var total = 4

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<total, id: \.self) { index in
                Circle()
                    .fill(index < completed ? Color.orange : Color.gray.opacity(0.4))
                    .frame(width: 8, height: 8)
            }
        }
    }
}

#Preview("Notification", as: .content, using: FocusSessionAttributes(taskName: "Write report", totalMinutes: 25)) {
    FocusLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState(phase: .focus, endDate: .now.addingTimeInterval(1_200), completedRounds: 1)
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: FocusSessionAttributes(taskName: "Write report", totalMinutes: 25)) {
    FocusLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState(phase: .focus, endDate: .now.addingTimeInterval(1_200), completedRounds: 2)
    FocusSessionAttributes.ContentState(phase: .shortBreak, endDate: .now.addingTimeInterval(300), completedRounds: 3)
}

#Preview("Compact", as: .dynamicIsland(.compact), using: FocusSessionAttributes(taskName: "Write report", totalMinutes: 25)) {
    FocusLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState(phase: .focus, endDate: .now.addingTimeInterval(1_200), completedRounds: 2)
}
