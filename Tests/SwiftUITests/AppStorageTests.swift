import Foundation
import SwiftUI
import Testing

/// `@AppStorage` reads what an app stored, as a widget's entry view does with its App Group's
/// defaults, and writes through.
@Suite struct AppStorageTests {
    enum Theme: String { case light, dark }
    enum Level: Int { case low = 1, high = 2 }

    /// A private suite so tests never share values.
    func suite() throws -> UserDefaults {
        try #require(UserDefaults(suiteName: "group.vitrine.tests.\(UUID().uuidString)"))
    }

    @Test func readsStoredValuesAndFallsBackToTheDefault() throws {
        let store = try suite()
        store.set(7, forKey: "count")
        store.set("dark", forKey: "theme")
        store.set(2, forKey: "level")
        store.set("https://example.com/a", forKey: "link")
        struct Reader {
            @AppStorage("count", store: nil) var unrelated = 0
            var count: AppStorage<Int>
            var missing: AppStorage<Double>
            var theme: AppStorage<Theme>
            var level: AppStorage<Level>
            var link: AppStorage<URL?>
            var name: AppStorage<String?>
        }
        let reader = Reader(
            count: AppStorage(wrappedValue: 0, "count", store: store), missing: AppStorage(wrappedValue: 1.5, "missing", store: store),
            theme: AppStorage(wrappedValue: .light, "theme", store: store), level: AppStorage(wrappedValue: .low, "level", store: store),
            link: AppStorage("link", store: store), name: AppStorage("name", store: store))
        #expect(reader.count.wrappedValue == 7)
        #expect(reader.missing.wrappedValue == 1.5)
        #expect(reader.theme.wrappedValue == .dark)
        #expect(reader.level.wrappedValue == .high)
        #expect(reader.link.wrappedValue == URL(string: "https://example.com/a"))
        #expect(reader.name.wrappedValue == nil)
        // A value of another type is not this key's value: the default, as SwiftUI does.
        store.set("seven", forKey: "count")
        #expect(reader.count.wrappedValue == 0)
    }

    @Test func writesGoToTheDefaults() throws {
        let store = try suite()
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        theme.wrappedValue = .dark
        #expect(store.string(forKey: "theme") == "dark")
        let name = AppStorage<String?>("name", store: store)
        name.projectedValue.wrappedValue = "Ada"
        #expect(store.string(forKey: "name") == "Ada")
        name.wrappedValue = nil
        #expect(store.object(forKey: "name") == nil)
    }
}
