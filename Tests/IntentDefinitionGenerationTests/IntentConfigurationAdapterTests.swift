import ExtensionProtocol
import Foundation
import Intents
import Testing
import WidgetKit

/// The runtime's view of a generated SiriKit intent (`ConfigurationAdapter.intent`): the schema
/// the host stores and edits from, the intent built from stored values, and options and
/// defaults asked of the target's handler (`WeatherIntentsExtension`).
@MainActor
@Suite struct IntentConfigurationAdapterTests {
    func adapter() throws -> ConfigurationAdapter { try #require(ConfigurationAdapter.intent(CityWeatherIntent.self)) }

    @Test func theSchemaIsTheDefinitionsInTheHostsForm() throws {
        let schema = try adapter().schema
        #expect(schema.source == .intent && schema.typeName == "CityWeatherIntent" && schema.title == "City Weather")
        #expect(schema.parameters.map(\.name).prefix(3) == ["city", "unit", "showForecast"])
        let unit = try #require(schema.parameter(named: "unit"))
        // Enum cases travel by Swift case name, not raw value, so a migrated App Intent's raw values match.
        #expect(
            unit.type
                == .enumeration(
                    name: "TemperatureUnit",
                    cases: [.init(identifier: "celsius", title: "Celsius"), .init(identifier: "fahrenheit", title: "Fahrenheit")]))
        #expect(unit.defaultValue == .enumCase("celsius") && unit.isRequired)
        let city = try #require(schema.parameter(named: "city"))
        #expect(city.type == .entity(typeName: "City") && city.hasDynamicOptions && city.supportsSearch && !city.isRequired)
        #expect(schema.parameter(named: "otherCities")?.isArray == true)
        #expect(schema.defaultValues == ["unit": .enumCase("celsius"), "showForecast": .boolean(true), "days": .integer(3)])
    }

    @Test func storedValuesBecomeTheIntentAndBack() throws {
        let adapter = try adapter()
        let values: ConfigurationValues = [
            "city": .entity(ConfigurationEntity(identifier: "por", title: "Porto", properties: ["countryCode": .string("PT")])),
            "unit": .enumCase("fahrenheit"), "days": .integer(5),
            "otherCities": .array([.entity(ConfigurationEntity(identifier: "mad", title: "Madrid"))]),
        ]
        let intent = try #require(try adapter.makeIntent(values) as? CityWeatherIntent)
        #expect(intent.city?.identifier == "por" && intent.city?.displayString == "Porto" && intent.city?.countryCode == "PT")
        #expect(intent.unit == .fahrenheit && intent.days == 5 && intent.otherCities?.map(\.identifier) == ["mad"])
        #expect(adapter.values(intent) == values)
        // Nil values give the defaults, as a newly placed widget has them.
        let fresh = try #require(try adapter.intent(for: nil) as? CityWeatherIntent)
        #expect(fresh.unit == .celsius && fresh.showForecast == true && fresh.days == 3 && fresh.city == nil)
    }

    @Test func valuesTheIntentCannotHoldAreRefusedByName() throws {
        let adapter = try adapter()
        #expect(throws: ConfigurationFailure.self) { _ = try adapter.makeIntent(["colour": .string("red")]) }
        do {
            _ = try adapter.makeIntent(["unit": .enumCase("kelvin")])
            Issue.record("kelvin was accepted")
        } catch {
            #expect("\(error)".contains("unit") && "\(error)".contains("kelvin"))
        }
        #expect(throws: ConfigurationFailure.self) { _ = try adapter.makeIntent(["days": .string("five")]) }
    }

    @Test func optionsAndDefaultsComeFromThePrincipalClassesHandler() async throws {
        let adapter = try adapter()
        let options = try await adapter.options("city", nil, [:])
        #expect(options.sections.map(\.title) == ["Portugal", "Spain"])
        #expect(
            options.sections[0].items.first
                == .entity(
                    ConfigurationEntity(
                        identifier: "lis", title: "Lisbon", properties: ["countryCode": .string("PT"), "population": .integer(545_000)])))
        #expect(try await adapter.options("city", "ma", [:]).allItems.count == 1)
        // A static enum's options are its cases, without asking the handler.
        #expect(try await adapter.options("unit", nil, [:]).allItems == [.enumCase("celsius"), .enumCase("fahrenheit")])
        // The handler's default wins over the definition's.
        let defaults = try await adapter.defaults()
        #expect(defaults["city"] == .entity(ConfigurationEntity(identifier: "lis", title: "Lisbon")))
        #expect(defaults["unit"] == .enumCase("celsius"))
        // A parameter the handler does not serve is a clear error naming it.
        await #expect(throws: ConfigurationFailure.self) { _ = try await adapter.options("otherCities", nil, [:]) }
        await #expect(throws: ConfigurationFailure.self) { _ = try await adapter.options("nickname", nil, [:]) }
    }
}
