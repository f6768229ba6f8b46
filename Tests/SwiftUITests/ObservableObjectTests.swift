import SwiftUI
import Testing

// Written as an iOS view model is, with `import SwiftUI` and nothing else: Apple's SwiftUI makes
// Combine's `ObservableObject` and `@Published` visible, and so does this one.
final class StepsModel: ObservableObject {
    @Published var steps = 4_200
    let goal = 10_000
}

struct StepsView: View {
    @ObservedObject var model: StepsModel

    var body: some View {
        Text("\(model.steps) of \(model.goal) steps")
    }
}

@Suite @MainActor struct ObservableObjectTests {
    @Test func aModelWrittenWithOnlyImportSwiftUIPublishesItsChanges() {
        let model = StepsModel()
        var heard: [Int] = []
        let subscription = model.$steps.sink { heard.append($0) }
        var willChange = 0
        let changes = model.objectWillChange.sink { willChange += 1 }
        model.steps = 5_100
        #expect(heard == [4_200, 5_100])
        #expect(willChange == 1)
        withExtendedLifetime((subscription, changes)) {}
    }

    @Test func aViewReadsThePublishedValue() {
        let model = StepsModel()
        model.steps = 7_300
        // Interpolated integers are grouped in the environment's locale (en_US), as on iOS.
        #expect(archive(StepsView(model: model)).root.plainTexts == ["7,300 of 10,000 steps"])
    }
}
