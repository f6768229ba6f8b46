import SwiftUI
import WidgetKit

@main
struct ShelfLifeApp: App {
    @State private var items = PantryItem.load()

    var body: some Scene {
        WindowGroup {
            List(items) { item in
                Text(item.name)
            }
            .onDisappear {
                PantryItem.save(items)
                WidgetCenter.shared.reloadAllTimelines()
            }
        }
    }
}
