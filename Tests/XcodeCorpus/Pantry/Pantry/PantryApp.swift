import SwiftData
import SwiftUI
import WidgetKit

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            PantryList()
        }
        .modelContainer(SharedModelContainer.container)
    }
}

struct PantryList: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \PantryItem.expiresOn) private var items: [PantryItem]

    var body: some View {
        List(items) { item in
            Text(item.name)
        }
        .toolbar {
            Button("Add") {
                context.insert(PantryItem(name: "Milk", expiresOn: .now.addingTimeInterval(3 * 86_400), quantity: 1))
                try? context.save()
                WidgetCenter.shared.reloadAllTimelines()
            }
        }
    }
}
