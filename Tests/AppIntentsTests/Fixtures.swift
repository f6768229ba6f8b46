import AppIntents
import Foundation

// Intents, enums, entities and queries written as iOS widget code writes them.

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius", .fahrenheit: DisplayRepresentation(title: "Fahrenheit", subtitle: "°F"),
    ]
}

/// The app's data the queries read; a test changes its own copy (`withFreshStore`) to see the
/// widget get the current entity, so tests running in parallel never see each other's changes.
final class CityStore: @unchecked Sendable {
    @TaskLocal static var shared = CityStore()
    private let lock = NSLock()
    private var cities: [String: String] = ["paris": "Paris", "tokyo": "Tokyo", "lima": "Lima"]

    var all: [CityEntity] { lock.withLock { cities.sorted { $0.key < $1.key }.map { CityEntity(id: $0.key, name: $0.value) } } }
    func rename(_ id: String, to name: String) { lock.withLock { cities[id] = name } }
    func remove(_ id: String) { lock.withLock { _ = cities.removeValue(forKey: id) } }
}

/// Runs `body` with a store of its own.
func withFreshStore<T>(_ body: () async throws -> T) async rethrows -> T {
    try await CityStore.$shared.withValue(CityStore(), operation: body)
}

struct CityEntity: AppEntity {
    let id: String
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "City") }
}

/// Searchable: `entities(matching:)`.
struct CityQuery: EntityStringQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityStore.shared.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [CityEntity] { CityStore.shared.all }
    func entities(matching string: String) async throws -> [CityEntity] {
        CityStore.shared.all.filter { $0.name.lowercased().hasPrefix(string.lowercased()) }
    }
    func defaultResult() async -> CityEntity? { CityStore.shared.all.first { $0.id == "tokyo" } }
}

struct BookEntity: AppEntity {
    let id: Int
    let title: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()
    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

/// Not searchable; suggestions in two sections; no default.
struct BookQuery: EntityQuery {
    static let books = [BookEntity(id: 1, title: "Dune"), BookEntity(id: 2, title: "Emma"), BookEntity(id: 3, title: "Ulysses")]
    func entities(for identifiers: [Int]) async throws -> [BookEntity] { Self.books.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> IntentItemCollection<BookEntity> {
        IntentItemCollection(sections: [
            IntentItemSection("Reading", items: [IntentItem(Self.books[0], title: "Dune")]),
            IntentItemSection("Read", items: Self.books[1...].map { IntentItem($0, title: "\($0.title)") }),
        ])
    }
}

struct GreetingOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Hello", "Bonjour", "Hola"] }
    func defaultResult() async -> String? { "Bonjour" }
}

struct LevelOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 5, 10] }
}

/// Every parameter type a widget uses.
struct EverythingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Everything"
    static let description = IntentDescription("Every kind of parameter.")

    @Parameter(title: "Name", description: "What to call it", default: "Ada")
    var name: String

    @Parameter(title: "Nickname")
    var nickname: String?

    @Parameter(title: "Count", default: 3, controlStyle: .slider, inclusiveRange: (1, 10))
    var count: Int

    @Parameter(title: "Ratio", default: 0.5, inclusiveRange: (0, 1))
    var ratio: Double

    @Parameter(title: "Shuffle", default: true)
    var shuffle: Bool

    @Parameter(title: "Start")
    var start: Date?

    @Parameter(title: "Link", default: URL(string: "https://example.com")!)
    var link: URL

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Home")
    var home: CityEntity

    @Parameter(title: "Books")
    var books: [BookEntity]?

    @Parameter(title: "Greeting", optionsProvider: GreetingOptions())
    var greeting: String?

    @Parameter(title: "Level", optionsProvider: LevelOptions())
    var level: Int?

    @Parameter(title: "Tags", default: ["a", "b"])
    var tags: [String]

    @Parameter(title: "Units")
    var units: [TemperatureUnit]?

    var notAParameter = 7

    static var parameterSummary: some ParameterSummary {
        Summary("Greet \(\.$name) in \(\.$city)") {
            \.$count
            \.$unit
        }
    }
}

enum RefreshInterval: String, AppEnum {
    case hourly, daily, weekly

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Interval"
    static let caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [
        .hourly: "Every Hour", .daily: "Every Day", .weekly: "Every Week",
    ]
}

/// Apple's WidgetConfigurationIntent documentation example, with a conditional summary.
struct FavoriteSoup: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Favorite Soup"
    static let description = IntentDescription("Shows a picture of your favorite soup!")

    @Parameter(title: "Soup")
    var name: String?

    @Parameter(title: "Shuffle", default: true)
    var shuffle: Bool

    @Parameter(title: "Refresh", default: .daily)
    var interval: RefreshInterval

    static var parameterSummary: some ParameterSummary {
        When(\.$shuffle, .equalTo, true) {
            Summary {
                \.$name
                \.$shuffle
                \.$interval
            }
        } otherwise: {
            Summary {
                \.$name
                \.$shuffle
            }
        }
    }
}

/// A SiriKit intent migrated to App Intents.
struct SelectCityIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "SelectCityIntent"
    static let title: LocalizedStringResource = "Select City"

    @Parameter(title: "City")
    var city: CityEntity?
}

/// An interactive widget's button intent.
struct ToggleFavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Favorite"

    @Parameter(title: "City ID")
    var cityID: String

    init() {}
    init(cityID: String) { self.cityID = cityID }

    func perform() async throws -> some IntentResult { .result() }
}

struct Country: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Country"
    static let defaultQuery = CountryQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct CountryQuery: EntityQuery {
    static let all = [Country(id: "fr", name: "France"), Country(id: "jp", name: "Japan")]
    func entities(for identifiers: [String]) async throws -> [Country] { Self.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [Country] { Self.all }
}

struct Town: AppEntity {
    let id: String
    let name: String
    let country: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Town"
    static let defaultQuery = TownQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

/// Options that depend on the country and limit chosen so far.
struct TownQuery: EntityQuery {
    @IntentParameterDependency<TripIntent>(\.$country, \.$limit)
    var trip

    static let all = [
        Town(id: "paris", name: "Paris", country: "fr"), Town(id: "lyon", name: "Lyon", country: "fr"), Town(id: "kyoto", name: "Kyoto", country: "jp"),
    ]
    func entities(for identifiers: [String]) async throws -> [Town] { Self.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [Town] {
        guard let trip, let country = trip.country else { return Self.all }
        // The country is the query's current one (its name is not in the stored value).
        return Self.all.filter { $0.country == country.id }.prefix(trip.limit).map { Town(id: $0.id, name: "\($0.name), \(country.name)", country: $0.country) }
    }
}

struct TripIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Trip"

    @Parameter(title: "Country")
    var country: Country?

    @Parameter(title: "Limit", default: 5)
    var limit: Int

    @Parameter(title: "Town")
    var town: Town?
}

struct Flavor: AppEntity {
    let id: Int
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let defaultQuery = FlavorQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

/// No `suggestedEntities()`: the suggestions are `allEntities()`.
struct FlavorQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Flavor] { [Flavor(id: 1, name: "Mint"), Flavor(id: 2, name: "Lemon")] }
    func entities(for identifiers: [Int]) async throws -> [Flavor] { try await allEntities().filter { identifiers.contains($0.id) } }
}

struct FlavorIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Flavor"

    @Parameter(title: "Flavor")
    var flavor: Flavor?
}

/// A parameter of a type the configuration cannot hold (a list of lists) beside one it can.
struct GridIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Grid"

    @Parameter(title: "Rows", default: [["a"]])
    var rows: [[String]]

    @Parameter(title: "Name", default: "grid")
    var name: String
}
