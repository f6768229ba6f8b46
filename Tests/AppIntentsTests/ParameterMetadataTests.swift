import AppIntents
import ExtensionProtocol
import Foundation
import Testing

@Suite struct ParameterMetadataTests {
    let schema = IntentRuntime.schema(EverythingIntent.self)

    func parameter(_ name: String) throws -> ConfigurationParameter { try #require(schema.parameter(named: name)) }

    @Test func intentTitleDescriptionAndOrder() {
        #expect(schema.source == .appIntent)
        #expect(schema.typeName == "EverythingIntent")
        #expect(schema.title == "Everything")
        #expect(schema.description == "Every kind of parameter.")
        // Declaration order, property names without the underscore, plain properties left out.
        #expect(
            schema.parameters.map(\.name) == [
                "name", "nickname", "count", "ratio", "shuffle", "start", "link", "unit", "city", "home", "books", "greeting", "level", "tags",
                "units",
            ])
    }

    @Test func stringRequiredWithDefaultAndDescription() throws {
        let name = try parameter("name")
        #expect(name.title == "Name")
        #expect(name.description == "What to call it")
        #expect(name.type == .string)
        #expect(name.isRequired && !name.isArray && !name.hasDynamicOptions)
        #expect(name.defaultValue == .string("Ada"))
        let nickname = try parameter("nickname")
        #expect(!nickname.isRequired)
        #expect(nickname.defaultValue == nil)
        #expect(nickname.description == nil)
    }

    @Test func numbersCarryBounds() throws {
        let count = try parameter("count")
        #expect(count.type == .integer)
        #expect(count.defaultValue == .integer(3))
        #expect(count.minimum == 1 && count.maximum == 10)
        let ratio = try parameter("ratio")
        #expect(ratio.type == .decimal)
        #expect(ratio.defaultValue == .decimal(0.5))
        #expect(ratio.minimum == 0 && ratio.maximum == 1)
        #expect(try parameter("name").minimum == nil)
    }

    @Test func boolDateAndURL() throws {
        #expect(try parameter("shuffle").type == .boolean)
        #expect(try parameter("shuffle").defaultValue == .boolean(true))
        #expect(try parameter("start").type == .date)
        #expect(try !parameter("start").isRequired)
        #expect(try parameter("link").type == .url)
        #expect(try parameter("link").defaultValue == .url(URL(string: "https://example.com")!))
    }

    @Test func enumListsCasesByRawValueWithTitles() throws {
        let unit = try parameter("unit")
        #expect(
            unit.type
                == .enumeration(
                    name: "TemperatureUnit",
                    cases: [
                        ConfigurationEnumCase(identifier: "celsius", title: "Celsius"), ConfigurationEnumCase(identifier: "fahrenheit", title: "Fahrenheit"),
                    ]))
        #expect(unit.defaultValue == .enumCase("celsius"))
        #expect(!unit.hasDynamicOptions)
        let units = try parameter("units")
        #expect(units.isArray && !units.isRequired)
    }

    @Test func entitiesHaveDynamicOptionsAndSearchOnlyWithAStringQuery() throws {
        let city = try parameter("city")
        #expect(city.type == .entity(typeName: "CityEntity"))
        #expect(city.hasDynamicOptions && city.supportsSearch && !city.isRequired)
        #expect(try parameter("home").isRequired)
        let books = try parameter("books")
        #expect(books.type == .entity(typeName: "BookEntity"))
        #expect(books.isArray && books.hasDynamicOptions && !books.supportsSearch)
    }

    @Test func optionsProvidersMakeOptionsDynamic() throws {
        let greeting = try parameter("greeting")
        #expect(greeting.type == .string && greeting.hasDynamicOptions && !greeting.supportsSearch)
        let level = try parameter("level")
        #expect(level.type == .integer && level.hasDynamicOptions)
        let tags = try parameter("tags")
        #expect(tags.isArray && tags.isRequired && !tags.hasDynamicOptions)
        #expect(tags.defaultValue == .array([.string("a"), .string("b")]))
    }

    @Test func migratedIntentKeepsItsParameterNames() {
        let schema = IntentRuntime.schema(SelectCityIntent.self)
        #expect(SelectCityIntent.intentClassName == "SelectCityIntent")
        #expect(schema.parameters.map(\.name) == ["city"])
        // No description given: the protocol's default, empty.
        #expect(schema.description == "")
    }

    @Test func applesDocumentationExampleWithAConditionalSummary() {
        let schema = IntentRuntime.schema(FavoriteSoup.self)
        #expect(schema.parameters.map(\.name) == ["name", "shuffle", "interval"])
        #expect(schema.parameters.map(\.isRequired) == [false, true, true])
        #expect(schema.parameter(named: "interval")?.defaultValue == .enumCase("daily"))
        guard case .enumeration(_, let cases) = schema.parameter(named: "interval")?.type else {
            Issue.record("interval is not an enum")
            return
        }
        #expect(cases.map(\.title) == ["Every Hour", "Every Day", "Every Week"])
    }

    @Test func freshIntentReadsItsDefaults() {
        let intent = EverythingIntent()
        #expect(intent.name == "Ada")
        #expect(intent.nickname == nil)
        #expect(intent.count == 3)
        #expect(intent.unit == .celsius)
        #expect(intent.tags == ["a", "b"])
        #expect(intent.city == nil)
        #expect(intent.notAParameter == 7)
    }
}
