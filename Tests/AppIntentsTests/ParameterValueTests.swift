import AppIntents
import ExtensionProtocol
import Foundation
import Testing

@Suite struct ParameterValueTests {
    @Test func valuesRoundTripThroughTheIntent() async throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let values: ConfigurationValues = [
            "name": .string("Grace"), "nickname": .string("Amazing"), "count": .integer(7), "ratio": .integer(1), "shuffle": .boolean(false),
            "start": .date(date), "link": .url(URL(string: "https://swift.org")!), "unit": .enumCase("fahrenheit"),
            "tags": .array([.string("x")]), "units": .array([.enumCase("celsius"), .enumCase("fahrenheit")]), "level": .integer(5),
        ]
        let intent = try IntentRuntime.makeIntent(EverythingIntent.self, values: values)
        // The provider reads typed Swift values.
        #expect(intent.name == "Grace")
        #expect(intent.nickname == "Amazing")
        #expect(intent.count == 7)
        #expect(intent.ratio == 1.0)
        #expect(intent.shuffle == false)
        #expect(intent.start == date)
        #expect(intent.link.absoluteString == "https://swift.org")
        #expect(intent.unit == .fahrenheit)
        #expect(intent.tags == ["x"])
        #expect(intent.units == [.celsius, .fahrenheit])
        #expect(intent.level == 5)
        // And they read back in the stored form (the integer given for a Double reads back as a decimal).
        var expected = values
        expected["ratio"] = .decimal(1)
        let back = IntentRuntime.values(of: intent).filter { !["city", "home", "books", "greeting"].contains($0.key) }
        #expect(back == expected)
    }

    @Test func absentOptionalIsNilAndAbsentRequiredKeepsItsDefault() throws {
        let intent = try IntentRuntime.makeIntent(EverythingIntent.self, values: [:])
        #expect(intent.nickname == nil)
        #expect(intent.name == "Ada")
        #expect(intent.count == 3)
        #expect(IntentRuntime.values(of: intent)["nickname"] == nil)
        #expect(IntentRuntime.values(of: intent)["count"] == .integer(3))
    }

    @Test func settingThroughTheWrapperIsSeenByTheRuntime() {
        var intent = EverythingIntent()
        intent.name = "Linus"
        intent.unit = .fahrenheit
        let values = IntentRuntime.values(of: intent)
        #expect(values["name"] == .string("Linus"))
        #expect(values["unit"] == .enumCase("fahrenheit"))
    }

    @Test func entitiesAreLookedUpByIdentifierWithTheAppsCurrentData() async throws {
        try await withFreshStore {
            let stored = ConfigurationValue.entity(ConfigurationEntity(identifier: "paris", title: "Paris (old title)"))
            let intent = try IntentRuntime.makeIntent(
                EverythingIntent.self,
                values: [
                    "city": stored, "home": .entity(ConfigurationEntity(identifier: "lima", title: "Lima")),
                    "books": .array([.entity(.init(identifier: "3", title: "U"))]),
                ])
            // Before resolution the stored values still read back, unchanged.
            #expect(IntentRuntime.values(of: intent)["city"] == stored)
            CityStore.shared.rename("paris", to: "Paris, France")
            let problems = await IntentRuntime.resolveEntities(in: intent)
            #expect(problems.isEmpty)
            #expect(intent.city?.name == "Paris, France")
            #expect(intent.home.id == "lima")
            #expect(intent.books?.map(\.title) == ["Ulysses"])
            #expect(IntentRuntime.values(of: intent)["city"] == .entity(ConfigurationEntity(identifier: "paris", title: "Paris, France", subtitle: "City")))
        }
    }

    @Test func aRemovedEntityBecomesNilOrTheQueryDefaultAndIsReported() async throws {
        try await withFreshStore {
            let intent = try IntentRuntime.makeIntent(
                EverythingIntent.self,
                values: ["city": .entity(.init(identifier: "lima", title: "Lima")), "home": .entity(.init(identifier: "lima", title: "Lima"))])
            CityStore.shared.remove("lima")
            let problems = await IntentRuntime.resolveEntities(in: intent)
            #expect(intent.city == nil)
            // Required: the query's defaultResult() stands in.
            #expect(intent.home.id == "tokyo")
            #expect(problems.count == 2)
            #expect(problems.allSatisfy { $0.contains("\"lima\" no longer exists") })
            #expect(problems.contains { $0.hasPrefix("EverythingIntent.home:") })
        }
    }

    @Test func requiredEntityWithoutValueGetsTheQueryDefault() async throws {
        let intent = try IntentRuntime.makeIntent(EverythingIntent.self, values: [:])
        #expect(await IntentRuntime.resolveEntities(in: intent).isEmpty)
        #expect(intent.home.id == "tokyo")
        #expect(intent.city == nil)
    }

    // Negative: each bad value is refused with the intent and parameter named.

    @Test(arguments: [
        ("count", ConfigurationValue.string("three"), "EverythingIntent.count: three is not of type integer"),
        ("unit", .enumCase("kelvin"), "EverythingIntent.unit: \"kelvin\" is not a case of TemperatureUnit (cases: celsius, fahrenheit)"),
        ("count", .integer(11), "EverythingIntent.count: 11 is above the maximum 10"),
        ("ratio", .decimal(-0.5), "EverythingIntent.ratio: -0.5 is below the minimum 0"),
        ("name", .array([.string("a")]), "EverythingIntent.name: it takes one value, not a list"),
        ("tags", .string("a"), "EverythingIntent.tags: it takes a list, not a"),
        ("city", .entity(.init(identifier: nil, title: "Nowhere")), "EverythingIntent.city: the CityEntity \"Nowhere\" has no identifier"),
        ("books", .array([.entity(.init(identifier: "one", title: "One"))]), "EverythingIntent.books: \"one\" is not an identifier of BookEntity"),
        ("shuffle", .integer(1), "EverythingIntent.shuffle: 1 is not of type boolean"),
    ])
    func badValuesNameTheParameter(name: String, value: ConfigurationValue, message: String) {
        #expect {
            try IntentRuntime.makeIntent(EverythingIntent.self, values: [name: value])
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func unknownParameterIsRefusedWithTheListOfParameters() {
        #expect {
            try IntentRuntime.makeIntent(SelectCityIntent.self, values: ["town": .string("x")])
        } throws: { error in
            "\(error)" == "SelectCityIntent has no parameter \"town\" (its parameters: city)"
        }
    }

    @Test func goodValueNextToABadOneStillFails() {
        // The whole configuration is refused, not applied in part.
        #expect(throws: IntentConfigurationError.self) {
            try IntentRuntime.makeIntent(EverythingIntent.self, values: ["name": .string("ok"), "unit": .enumCase("nope")])
        }
    }

    @Test func aParameterTheConfigurationCannotHoldIsLeftOutAndKeepsItsDefault() throws {
        #expect(IntentRuntime.schema(GridIntent.self).parameters.map(\.name) == ["name"])
        let intent = try IntentRuntime.makeIntent(GridIntent.self, values: ["name": .string("mine")])
        #expect(intent.rows == [["a"]])
        #expect(intent.name == "mine")
        #expect(IntentRuntime.values(of: intent) == ["name": .string("mine")])
        #expect {
            try IntentRuntime.makeIntent(GridIntent.self, values: ["rows": .array([])])
        } throws: { "\($0)" == "GridIntent.rows: its type Array<Array<String>> cannot be configured" }
    }
}
