import Foundation
import Intents
import Testing

/// The classes the IntentDefinitions plugin generated for this test target from
/// Fixtures/CityWeather.intentdefinition, used as widget and handler code uses them.
@Suite struct GeneratedIntentTests {
    /// An Intents extension's handler, written as on iOS (completion-handler form).
    final class IntentHandler: INExtension, CityWeatherIntentHandling {
        override func handler(for intent: INIntent) -> Any { self }

        func provideCityOptionsCollection(
            for intent: CityWeatherIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<City>?, Error?) -> Void
        ) {
            let all = [("lis", "Lisbon", "PT", 545_000), ("por", "Porto", "PT", 232_000), ("mad", "Madrid", "ES", 3_300_000)].map {
                let city = City(identifier: $0.0, display: $0.1)
                city.countryCode = $0.2
                city.population = NSNumber(value: $0.3)
                return city
            }
            let found = all.filter { searchTerm == nil || $0.displayString.localizedCaseInsensitiveContains(searchTerm!) }
            completion(
                INObjectCollection(sections: [
                    INObjectSection(title: "Portugal", items: found.filter { $0.countryCode == "PT" }),
                    INObjectSection(title: "Spain", items: found.filter { $0.countryCode == "ES" }),
                ]), nil)
        }

        func defaultCity(for intent: CityWeatherIntent) -> City? { City(identifier: "lis", display: "Lisbon") }
    }

    /// A handler written with the `async` forms only.
    final class AsyncHandler: CityWeatherIntentHandling {
        func provideCityOptionsCollection(for intent: CityWeatherIntent, searchTerm: String?) async throws -> INObjectCollection<City> {
            INObjectCollection(items: [City(identifier: "osl", display: "Oslo")])
        }
    }

    @Test func propertiesHaveXcodesTypes() {
        let intent = CityWeatherIntent()
        let city: City? = intent.city
        let unit: TemperatureUnit = intent.unit
        let days: NSNumber? = intent.days
        let others: [City]? = intent.otherCities
        let friend: INPerson? = intent.friend
        #expect(city == nil && unit == .unknown && days == nil && others == nil && friend == nil)
        #expect(TemperatureUnit.fahrenheit.rawValue == 2)
        #expect(CityWeatherIntentResponseCode.cityNotFound.rawValue == 100)
        #expect(CityWeatherIntentResponse(code: .success, userActivity: nil).code == .success)
    }

    @Test func schemaListsEveryParameterWithDefaults() throws {
        let schema = try #require(CityWeatherIntent.schema)
        #expect(schema.className == "CityWeatherIntent")
        #expect(schema.parameters.count == 11)
        let unit = try #require(schema.parameters.first { $0.name == "unit" })
        #expect(unit.defaultValue == .enumCase(1))
        guard case .enumeration(let name, let cases) = unit.type else { Issue.record("unit is \(unit.type)"); return }
        #expect(name == "TemperatureUnit" && cases.map(\.displayName) == ["Celsius", "Fahrenheit"])
        #expect(schema.parameters.first { $0.name == "showForecast" }?.defaultValue == .boolean(true))
        #expect(schema.parameters.first { $0.name == "days" }?.defaultValue == .integer(3))
        let city = try #require(schema.parameters.first { $0.name == "city" })
        #expect(city.hasDynamicOptions && city.supportsSearch && city.type == .object(typeName: "City"))
    }

    @Test func valuesRoundTripByName() throws {
        let intent = CityWeatherIntent()
        try intent.setParameterValue(.object(identifier: "por", displayString: "Porto", properties: ["countryCode": .string("PT")]), named: "city")
        try intent.setParameterValue(.enumCase(2), named: "unit")
        try intent.setParameterValue(.integer(5), named: "days")
        try intent.setParameterValue(.array([.object(identifier: "mad", displayString: "Madrid")]), named: "otherCities")
        #expect(intent.city?.identifier == "por" && intent.city?.countryCode == "PT")
        #expect(intent.unit == .fahrenheit && intent.days == 5)
        #expect(intent.otherCities?.map(\.displayString) == ["Madrid"])
        #expect(intent.parameterValue(named: "unit") == .enumCase(2))
        #expect(intent.parameterValue(named: "city") == .object(identifier: "por", displayString: "Porto", properties: ["countryCode": .string("PT")]))
        // A value of the wrong type, or a name the intent does not have, changes nothing and says which.
        #expect(throws: INParameterValueError.self) { try intent.setParameterValue(.string("five"), named: "days") }
        #expect(intent.days == 5)
        #expect(throws: INParameterValueError.self) { try intent.setParameterValue(.enumCase(9), named: "unit") }
        #expect(throws: INParameterValueError.self) { try intent.setParameterValue(.integer(1), named: "colour") }
    }

    @Test func optionsAndDefaultsComeFromTheHandler() async throws {
        let handler = IntentHandler().handler(for: CityWeatherIntent())
        let options = try #require(try await CityWeatherIntent.dynamicOptions(forParameter: "city", searchTerm: nil, of: CityWeatherIntent(), handler: handler))
        #expect(options.sections.map(\.title) == ["Portugal", "Spain"])
        #expect(options.allItems.count == 3)
        #expect(
            options.sections[0].items.first
                == .object(identifier: "lis", displayString: "Lisbon", properties: ["countryCode": .string("PT"), "population": .integer(545_000)]))
        let searched = try await CityWeatherIntent.dynamicOptions(forParameter: "city", searchTerm: "ma", of: CityWeatherIntent(), handler: handler)
        #expect(searched?.allItems.count == 1)
        #expect(
            CityWeatherIntent.defaultValue(forParameter: "city", of: CityWeatherIntent(), handler: handler)
                == .object(identifier: "lis", displayString: "Lisbon", properties: [:]))
        #expect(CityWeatherIntent.defaultValue(forParameter: "unit", of: CityWeatherIntent(), handler: handler) == .enumCase(1))
        // A static parameter has no dynamic options.
        #expect(try await CityWeatherIntent.dynamicOptions(forParameter: "unit", searchTerm: nil, of: CityWeatherIntent(), handler: handler) == nil)
    }

    @Test func asyncOnlyHandlersAndMissingMethods() async throws {
        let options = try await CityWeatherIntent.dynamicOptions(forParameter: "city", searchTerm: nil, of: CityWeatherIntent(), handler: AsyncHandler())
        #expect(options?.allItems == [.object(identifier: "osl", displayString: "Oslo", properties: [:])])
        // otherCities has dynamic options, but neither handler implements them: a clear error, not a hang.
        await #expect(throws: INIntentHandlingError.notImplemented("provideOtherCitiesOptionsCollection")) {
            _ = try await CityWeatherIntent.dynamicOptions(forParameter: "otherCities", searchTerm: nil, of: CityWeatherIntent(), handler: AsyncHandler())
        }
        await #expect(throws: INIntentHandlingError.wrongHandler(expected: "CityWeatherIntentHandling")) {
            _ = try await CityWeatherIntent.dynamicOptions(forParameter: "city", searchTerm: nil, of: CityWeatherIntent(), handler: NSObject())
        }
    }
}
