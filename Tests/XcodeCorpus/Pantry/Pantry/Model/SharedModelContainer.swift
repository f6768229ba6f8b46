import Foundation
import SwiftData

enum SharedModelContainer {
    static let appGroup = "group.com.example.pantry"

    /// The store lives in the App Group so the widget reads what the app saved.
    static let container: ModelContainer = {
        let configuration = ModelConfiguration(schema: Schema([PantryItem.self]), groupContainer: .identifier(appGroup))
        do {
            return try ModelContainer(for: PantryItem.self, configurations: configuration)
        } catch {
            fatalError("Could not create the shared ModelContainer: \(error)")
        }
    }()
}
