import ExtensionProtocol
import Foundation
import Testing

/// Values against a schema (stored: keep and drop; edits: strict) and what a person types after `--set`.
@Suite struct ConfigurationValidationTests {
    static let units = ConfigurationParameter(
        name: "units", title: "Units",
        type: .enumeration(name: "Units", cases: [.init(identifier: "celsius", title: "Celsius"), .init(identifier: "fahrenheit", title: "Fahrenheit")]),
        isRequired: true, defaultValue: .enumCase("celsius"))
    static let days = ConfigurationParameter(name: "days", title: "Days", type: .integer, minimum: 1, maximum: 7)
    static let city = ConfigurationParameter(name: "city", title: "City", type: .entity(typeName: "City"), hasDynamicOptions: true)
    static let tags = ConfigurationParameter(name: "tags", title: "Tags", type: .string, isArray: true)
    static let ratio = ConfigurationParameter(name: "ratio", title: "Ratio", type: .decimal, minimum: 0, maximum: 1)
    static let schema = ConfigurationSchema(
        source: .intent, typeName: "WeatherIntent", title: "Weather", parameters: [city, units, days, tags, ratio])

    static func param(_ type: ConfigurationValueType, isArray: Bool = false) -> ConfigurationParameter {
        ConfigurationParameter(name: "p", title: "P", type: type, isArray: isArray)
    }

    @Test func storedValuesKeepWhatMatchesAndDropTheRestWithReasons() {
        let values: ConfigurationValues = [
            "city": .entity(ConfigurationEntity(identifier: "paris", title: "Paris")),
            "units": .enumCase("kelvin"),
            "days": .integer(9),
            "tags": .string("one"),
            "ratio": .decimal(0.5),
            "gone": .boolean(true),
        ]
        let result = Self.schema.validate(values)
        #expect(result.kept == ["city": values["city"]!, "ratio": .decimal(0.5)])
        #expect(result.dropped.map(\.name) == ["days", "gone", "tags", "units"])
        let reasons = Dictionary(uniqueKeysWithValues: result.dropped.map { ($0.name, $0.reason) })
        #expect(reasons["days"] == "9 is above the maximum 7")
        #expect(reasons["gone"] == "WeatherIntent has no parameter gone")
        #expect(reasons["tags"] == "takes a list of text values, not a single value")
        #expect(reasons["units"] == "kelvin is not a case of Units; its cases are celsius, fahrenheit")
        // Everything valid: nothing dropped.
        #expect(Self.schema.validate(["units": .enumCase("fahrenheit"), "tags": .array([.string("a")])]).dropped.isEmpty)
    }

    @Test func typesMustMatch() {
        #expect(Self.param(.integer).problem(with: .string("3")) == "expects integer, not text")
        #expect(Self.param(.boolean).problem(with: .integer(1)) == "expects boolean, not an integer")
        #expect(Self.param(.string).problem(with: .array([.string("a")])) == "takes one text value, not a list")
        #expect(Self.param(.string, isArray: true).problem(with: .array([.string("a"), .integer(2)])) == "item 2: expects text, not an integer")
        #expect(Self.param(.decimal).problem(with: .integer(2)) == nil)
        #expect(Self.param(.duration).problem(with: .duration(-1)) != nil)
        #expect(Self.param(.entity(typeName: "City")).problem(with: .string("paris")) == "expects City, not text")
        #expect(Self.ratio.problem(with: .decimal(-0.5)) == "-0.5 is below the minimum 0")
        #expect(Self.days.problem(with: .integer(1)) == nil && Self.days.problem(with: .integer(7)) == nil)
        #expect(Self.days.problem(with: .integer(0)) == "0 is below the minimum 1")
    }

    @Test func strictCheckNamesTheParameter() throws {
        try Self.schema.check(["units": .enumCase("celsius"), "days": .integer(3)])
        #expect {
            try Self.schema.check(["days": .integer(30)])
        } throws: { error in
            let error = error as? ConfigurationValidationError
            return error?.parameter == "days" && error?.message == "days (Days): 30 is above the maximum 7"
        }
        #expect {
            try Self.schema.check(["colour": .string("red")])
        } throws: { error in
            (error as? ConfigurationValidationError)?.message == "WeatherIntent has no parameter colour; its parameters are city, units, days, tags, ratio"
        }
        #expect {
            try Self.schema.check([:], requiringAll: true)
        } throws: { error in (error as? ConfigurationValidationError)?.parameter == "units" }
    }

    @Test func textInputPerType() throws {
        #expect(try Self.days.value(fromText: " 5 ") == .integer(5))
        #expect(try Self.ratio.value(fromText: "0.25") == .decimal(0.25))
        for (text, flag) in [("true", true), ("On", true), ("yes", true), ("false", false), ("off", false), ("NO", false)] {
            #expect(try Self.param(.boolean).value(fromText: text) == .boolean(flag))
        }
        #expect(try Self.units.value(fromText: "fahrenheit") == .enumCase("fahrenheit"))
        #expect(try Self.units.value(fromText: "CELSIUS") == .enumCase("celsius"))
        let titled = ConfigurationParameter(
            name: "c", title: "C", type: .enumeration(name: "Colour", cases: [.init(identifier: "bg1", title: "Deep Blue")]))
        #expect(try titled.value(fromText: "deep blue") == .enumCase("bg1"))
        #expect(try Self.param(.date).value(fromText: "2026-11-26T09:30:00Z") == .date(Date(timeIntervalSince1970: 1_795_685_400)))
        #expect(try Self.param(.date).value(fromText: "2026-11-26") == .date(Date(timeIntervalSince1970: 1_795_651_200)))
        #expect(
            try Self.param(.dateComponents).value(fromText: "2026-11-26T09:30")
                == .dateComponents(DateComponents(year: 2026, month: 11, day: 26, hour: 9, minute: 30)))
        #expect(try Self.param(.url).value(fromText: "https://example.com/a") == .url(URL(string: "https://example.com/a")!))
        for (text, seconds) in [("90", 90.0), ("45s", 45), ("2m", 120), ("1h30m", 5400), ("1d", 86_400), ("1.5h", 5400)] {
            #expect(try Self.param(.duration).value(fromText: text) == .duration(seconds), "\(text)")
        }
        #expect(try Self.city.value(fromText: "paris") == .entity(ConfigurationEntity(identifier: "paris", title: "paris")))
        #expect(try Self.tags.value(fromText: "a, b,,c") == .array([.string("a"), .string("b"), .string("c")]))
        #expect(try Self.param(.string).value(fromText: "a, b") == .string("a, b"))
    }

    @Test func badTextIsAClearError() {
        func message(_ parameter: ConfigurationParameter, _ text: String) -> String? {
            do {
                _ = try parameter.value(fromText: text)
                return nil
            } catch {
                return (error as? ConfigurationValidationError)?.message
            }
        }
        #expect(message(Self.days, "five") == "days (Days) expects a whole number; \"five\" is not one")
        #expect(message(Self.days, "2.5") != nil)
        #expect(message(Self.param(.boolean), "maybe")?.contains("true/false, on/off or yes/no") == true)
        #expect(
            message(Self.units, "kelvin") == "units (Units) expects one of Units's cases: celsius (Celsius), fahrenheit (Fahrenheit); \"kelvin\" is not one")
        #expect(message(Self.param(.date), "26/11/2026") != nil)
        #expect(message(Self.param(.dateComponents), "2026-13-01") != nil)
        #expect(message(Self.param(.url), "not a url") != nil)
        for bad in ["1h30", "h", "-5", "1x", "m30"] { #expect(message(Self.param(.duration), bad) != nil, "\(bad)") }
        #expect(message(Self.ratio, "nan") != nil)
    }
}
