import AppIntents
import ExtensionProtocol
import Foundation
import Testing

@Suite struct OptionsAndDefaultsTests {
    func titles(_ options: ConfigurationOptions) -> [String] {
        options.allItems.map { if case .entity(let entity) = $0 { entity.title } else { $0.displayText } }
    }

    @Test func entityOptionsAreTheQuerysSuggestions() async throws {
        try await withFreshStore {
            let options = try await IntentRuntime.options(EverythingIntent.self, parameter: "city", searchTerm: nil)
            #expect(titles(options) == ["Lima", "Paris", "Tokyo"])
            #expect(options.allItems.first == .entity(ConfigurationEntity(identifier: "lima", title: "Lima", subtitle: "City")))
            CityStore.shared.rename("tokyo", to: "Edo")
            // Asked again: the app's data now, not a cached list.
            #expect(titles(try await IntentRuntime.options(EverythingIntent.self, parameter: "city", searchTerm: nil)) == ["Lima", "Paris", "Edo"])
        }
    }

    @Test func searchUsesEntitiesMatching() async throws {
        let options = try await IntentRuntime.options(EverythingIntent.self, parameter: "city", searchTerm: "pa")
        #expect(titles(options) == ["Paris"])
        let none = try await IntentRuntime.options(EverythingIntent.self, parameter: "city", searchTerm: "zz")
        #expect(none.allItems.isEmpty)
    }

    @Test func suggestionSectionsKeepTheirTitles() async throws {
        let options = try await IntentRuntime.options(EverythingIntent.self, parameter: "books", searchTerm: nil)
        #expect(options.sections.map(\.title) == ["Reading", "Read"])
        #expect(options.sections.map { $0.items.count } == [1, 2])
        // A query without text search narrows its suggestions by title.
        let narrowed = try await IntentRuntime.options(EverythingIntent.self, parameter: "books", searchTerm: "EMM")
        #expect(titles(narrowed) == ["Emma"])
    }

    @Test func optionsProviderResults() async throws {
        let greeting = try await IntentRuntime.options(EverythingIntent.self, parameter: "greeting", searchTerm: nil)
        #expect(greeting.allItems == [.string("Hello"), .string("Bonjour"), .string("Hola")])
        let level = try await IntentRuntime.options(EverythingIntent.self, parameter: "level", searchTerm: nil)
        #expect(level.allItems == [.integer(1), .integer(5), .integer(10)])
    }

    @Test func enumOptionsAreItsCases() async throws {
        let unit = try await IntentRuntime.options(EverythingIntent.self, parameter: "unit", searchTerm: nil)
        #expect(unit.allItems == [.enumCase("celsius"), .enumCase("fahrenheit")])
    }

    @Test func parametersWithoutOptionsAndUnknownNamesAreErrors() async {
        await #expect {
            try await IntentRuntime.options(EverythingIntent.self, parameter: "name", searchTerm: nil)
        } throws: { "\($0)" == "EverythingIntent.name: it has no options to choose from" }
        await #expect {
            try await IntentRuntime.options(EverythingIntent.self, parameter: "nope", searchTerm: nil)
        } throws: { "\($0)".hasPrefix("EverythingIntent has no parameter \"nope\"") }
    }

    @Test func defaultsComeFromParametersQueriesAndProviders() async {
        let defaults = await IntentRuntime.defaults(EverythingIntent.self)
        #expect(defaults["name"] == .string("Ada"))
        #expect(defaults["count"] == .integer(3))
        #expect(defaults["unit"] == .enumCase("celsius"))
        // EntityQuery.defaultResult(), for the optional and the required entity.
        #expect(defaults["city"] == .entity(ConfigurationEntity(identifier: "tokyo", title: "Tokyo", subtitle: "City")))
        #expect(defaults["home"] == defaults["city"])
        // DynamicOptionsProvider.defaultResult().
        #expect(defaults["greeting"] == .string("Bonjour"))
        // Nothing gives these a default.
        #expect(defaults["nickname"] == nil)
        #expect(defaults["books"] == nil)
        #expect(defaults["level"] == nil)
        // The defaults make a valid intent.
        #expect(throws: Never.self) { try IntentRuntime.makeIntent(EverythingIntent.self, values: defaults) }
    }

    @Test func queriesSeeTheValuesChosenSoFarThroughIntentParameterDependency() async throws {
        func towns(_ configuration: ConfigurationValues?) async throws -> [String] {
            try await IntentRuntime.options(TripIntent.self, parameter: "town", searchTerm: nil, configuration: configuration).allItems.map {
                if case .entity(let entity) = $0 { entity.title } else { $0.displayText }
            }
        }
        let france = ConfigurationValue.entity(ConfigurationEntity(identifier: "fr", title: "stored title"))
        #expect(try await towns(["country": france, "limit": .integer(5)]) == ["Paris, France", "Lyon, France"])
        #expect(try await towns(["country": france, "limit": .integer(1)]) == ["Paris, France"])
        #expect(try await towns(["country": .entity(ConfigurationEntity(identifier: "jp", title: "Japan"))]) == ["Kyoto, Japan"])
        // Outside an edit (no values), or with values that make no TripIntent, the dependency is nil.
        #expect(try await towns(nil) == ["Paris", "Lyon", "Kyoto"])
        #expect(try await towns(["limit": .string("many")]) == ["Paris", "Lyon", "Kyoto"])
    }

    @Test func anEnumerableQueryListsAndFindsFromAllEntities() async throws {
        let options = try await IntentRuntime.options(FlavorIntent.self, parameter: "flavor", searchTerm: nil)
        #expect(titles(options) == ["Mint", "Lemon"])
        let intent = try IntentRuntime.makeIntent(FlavorIntent.self, values: ["flavor": .entity(ConfigurationEntity(identifier: "2", title: "?"))])
        #expect(await IntentRuntime.resolveEntities(in: intent).isEmpty)
        #expect(intent.flavor?.name == "Lemon")
    }
}
