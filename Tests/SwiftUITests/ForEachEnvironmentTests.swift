import Foundation
import SwiftUI
import Testing
import WidgetArchive

private struct ColumnsKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    fileprivate var columns: Int {
        get { self[ColumnsKey.self] }
        set { self[ColumnsKey.self] = newValue }
    }
}

/// A grid whose rows are built in a `ForEach` closure that reads the view's environment, as
/// widgets do with `@Environment(\.widgetFamily)` (HomeFinder's channel grid).
private struct Grid: View {
    @Environment(\.columns) var columns
    let items = ["a", "b", "c", "d"]

    var body: some View {
        VStack {
            ForEach(0..<((items.count + columns - 1) / columns), id: \.self) { row in
                HStack {
                    ForEach(items[(row * columns)..<min(items.count, (row + 1) * columns)], id: \.self) { item in
                        Text("\(item)\(columns)")
                    }
                }
            }
        }
    }
}

/// `ForEach` runs its content closure while the tree resolves, after the declaring body has
/// returned: `@Environment` reads there must still see the view's environment, not the defaults.
@MainActor @Suite struct ForEachEnvironmentTests {
    @Test func aForEachClosureReadsTheDeclaringViewsEnvironment() {
        let four = archive(Grid()) { $0.columns = 4 }
        #expect(four.root.plainTexts == ["a4", "b4", "c4", "d4"])
        #expect(four.root.all.filter { $0.stack?.kind == .horizontal }.count == 1)
        let two = archive(Grid()) { $0.columns = 2 }
        #expect(two.root.plainTexts == ["a2", "b2", "c2", "d2"])
        #expect(two.root.all.filter { $0.stack?.kind == .horizontal }.count == 2)
    }
}
