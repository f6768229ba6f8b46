import Combine
import Foundation
import Testing

@testable import WidgetKit

/// StepsWidget.swift: an ObservableObject with @Published values read by a widget through
/// @StateObject, @ObservedObject, a `$model.goal` binding and @EnvironmentObject.
@MainActor @Suite struct ObservableObjectWidgetTests {
    func texts(_ entry: StepsEntry) throws -> [String] {
        let widget = try #require(WidgetRegistry.widgets(single: StepsWidget()).first)
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: DisplayEnvironment(family: .systemSmall), assets: nil)
        var found: [String] = []
        var stack = [archive.root]
        while let node = stack.popLast() {
            if case .text(let text) = node.content { found.append(text.plainText()) }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    @Test func theWidgetReadsThePublishedValues() throws {
        #expect(try texts(StepsEntry(date: .now, steps: 6_500)) == ["6,500 steps", "65 % of 10,000", "goal 10k"])
        // Another entry: a new model, the new count (nothing is kept between renderings).
        #expect(try texts(StepsEntry(date: .now, steps: 1_000)) == ["1,000 steps", "10 % of 10,000", "goal 10k"])
    }

    @Test func publishedValuesAnnounceChangesThroughObjectWillChange() {
        let model = StepsModel()
        var announced = 0
        let subscription = model.objectWillChange.sink { announced += 1 }
        model.steps = 5
        model.goal = 20
        #expect(announced == 2)
        subscription.cancel()
    }

    @Test func bindingsFromAnObservedObjectWriteThrough() {
        let model = StepsModel()
        let summary = StepsSummary(model: model, steps: 0)
        summary.$model.goal.wrappedValue = 8_000
        #expect(model.goal == 8_000)
    }
}
