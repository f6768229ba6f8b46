//  A widget written as app-shared SwiftUI code is: an ObservableObject model with @Published
//  values, read through @StateObject, @ObservedObject and @EnvironmentObject. One file with
//  `import SwiftUI` and `import Combine` (SwiftUI does not re-export Combine here).

import Combine
import SwiftUI
import WidgetKit

final class StepsModel: ObservableObject {
    @Published var steps = 4_200
    @Published var goal = 10_000
    var progress: Double { Double(steps) / Double(goal) }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    var steps = 4_200
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct StepsView: View {
    let entry: StepsEntry
    @StateObject private var model = StepsModel()

    var body: some View {
        StepsSummary(model: model, steps: entry.steps)
            .environmentObject(model)
            .containerBackground(.white, for: .widget)
    }
}

struct StepsSummary: View {
    @ObservedObject var model: StepsModel
    let steps: Int

    var body: some View {
        // The entry's count goes into the shared model, as an app's view would set it.
        model.steps = steps
        return VStack(alignment: .leading) {
            Text("\(model.steps) steps")
            StepsGoal()
            GoalBadge(goal: $model.goal)
        }
    }
}

struct StepsGoal: View {
    @EnvironmentObject var model: StepsModel
    var body: some View { Text("\(Int(model.progress * 100)) % of \(model.goal)") }
}

/// Takes the goal as a binding, as an editor shared with the app would.
struct GoalBadge: View {
    @Binding var goal: Int
    var body: some View { Text("goal \(goal / 1_000)k") }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in StepsView(entry: entry) }
    }
}
