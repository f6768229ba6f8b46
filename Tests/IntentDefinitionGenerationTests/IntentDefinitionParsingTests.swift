import Foundation
import Testing

@testable import IntentDefinitionGeneration

@Suite struct IntentDefinitionParsingTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/CityWeather.intentdefinition")

    @Test func readsEveryParameterKind() throws {
        let definition = try IntentDefinition(contentsOf: Self.fixture)
        let intent = try #require(definition.intents.first)
        #expect(intent.className == "CityWeatherIntent")
        #expect(intent.title == "City Weather")
        #expect(intent.eligibleForWidgets)
        #expect(
            intent.parameters.map(\.name) == [
                "city", "unit", "showForecast", "days", "nickname", "threshold", "otherCities", "since", "source", "refresh", "friend",
            ])
        let byName = Dictionary(uniqueKeysWithValues: intent.parameters.map { ($0.name, $0) })
        #expect(byName["city"]?.type == .object("City"))
        #expect(byName["city"]?.hasDynamicOptions == true && byName["city"]?.supportsSearch == true)
        #expect(byName["unit"]?.type == .enumeration("TemperatureUnit"))
        #expect(byName["unit"]?.defaultValue == "celsius")
        #expect(byName["showForecast"]?.type == .boolean && byName["showForecast"]?.defaultValue == "1")
        #expect(byName["days"]?.type == .integer && byName["days"]?.defaultValue == "3")
        #expect(byName["threshold"]?.type == .decimal)
        #expect(byName["otherCities"]?.isArray == true)
        #expect(byName["since"]?.type == .dateComponents)
        #expect(byName["source"]?.type == .url)
        #expect(byName["refresh"]?.type == .duration)
        #expect(byName["friend"]?.type == .person)
        #expect(intent.responseCodes == [.init(name: "cityNotFound", isSuccess: false)])
        #expect(definition.enums.first?.cases.map(\.name) == ["celsius", "fahrenheit"])
        #expect(definition.types.first?.properties.map(\.name) == ["countryCode", "population"])
    }

    /// Each way a definition can be wrong names the file, the place and the key.
    @Test(arguments: [
        (
            "<key>INIntentParameterType</key>\n\t\t\t\t\t<string>Boolean</string>", "<key>INIntentParameterType</key>\n\t\t\t\t\t<string>Placemark</string>",
            "intent CityWeather, parameter showForecast: INIntentParameterType: \"Placemark\" parameters are not supported on Linux (they need CLPlacemark (CoreLocation))"
        ),
        (
            "<string>TemperatureUnit</string>\n\t\t\t\t\t<key>INIntentParameterEnumTypeNamespace</key>",
            "<string>Units</string>\n\t\t\t\t\t<key>INIntentParameterEnumTypeNamespace</key>",
            "intent CityWeather, parameter unit: INIntentParameterType: names the enum \"Units\", which the file does not declare"
        ),
        (
            "<string>showForecast</string>", "<string>show forecast</string>",
            "intent CityWeather: INIntentParameterName: \"show forecast\" is not a Swift identifier"
        ),
        ("<string>nickname</string>", "<string>days</string>", "(names): the parameter of CityWeather \"days\" is declared twice"),
        (
            "<integer>2</integer>\n\t\t\t\t\t<key>INEnumValueName</key>", "<string>two</string>\n\t\t\t\t\t<key>INEnumValueName</key>",
            "enum TemperatureUnit, value fahrenheit: INEnumValueIndex: must be an integer"
        ),
    ])
    func malformedDefinitionsNameTheKey(original: String, replacement: String, message: String) throws {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        #expect(text.contains(original), "fixture changed")
        let broken = text.replacingOccurrences(of: original, with: replacement)
        #expect(throws: IntentDefinitionError.self) { try IntentDefinition(data: Data(broken.utf8), file: "Broken.intentdefinition") }
        do {
            _ = try IntentDefinition(data: Data(broken.utf8), file: "Broken.intentdefinition")
        } catch let error as IntentDefinitionError {
            #expect(error.description == "Broken.intentdefinition: error: \(message)")
        }
    }

    @Test func notAPropertyList() {
        #expect(throws: IntentDefinitionError.self) { try IntentDefinition(data: Data("{".utf8), file: "x.intentdefinition") }
    }
}
