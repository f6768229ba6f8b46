import ExtensionProtocol
import Foundation
import GRDB
import Testing

@testable import VitrineStore

/// A widget kind's schema and each instance's configuration in the store: versioned, keyed by
/// parameter name, revalidated when an app update changes the schema.
@Suite struct ConfigurationStorageTests {
    static let city = ConfigurationParameter(name: "city", title: "City", type: .entity(typeName: "City"), hasDynamicOptions: true)
    static let units = ConfigurationParameter(
        name: "units", title: "Units",
        type: .enumeration(name: "Units", cases: [.init(identifier: "celsius", title: "Celsius"), .init(identifier: "fahrenheit", title: "Fahrenheit")]),
        isRequired: true, defaultValue: .enumCase("celsius"))
    static let days = ConfigurationParameter(name: "days", title: "Days", type: .integer, minimum: 1, maximum: 7)

    static func schema(_ source: ConfigurationSchema.Source = .intent, _ parameters: [ConfigurationParameter]) -> ConfigurationSchema {
        ConfigurationSchema(
            source: source, typeName: source == .intent ? "LeaderboardIntent" : "LeaderboardConfiguration", title: "Leaderboard", parameters: parameters)
    }

    static func kinds(_ schema: ConfigurationSchema?) -> [String: [WidgetKindRecord]] {
        var kinds = GameFixture.kinds()
        kinds[GameFixture.extensionID]![1].configurationSchema = schema
        return kinds
    }

    static let paris = ConfigurationValue.entity(ConfigurationEntity(identifier: "paris", title: "Paris", properties: ["country": .string("FR")]))

    @Test func schemaAndVersionedValuesRoundTrip() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            let schema = Self.schema(.intent, [Self.city, Self.units, Self.days])
            try fixture.install(Self.kinds(schema))
            #expect(try fixture.store.kind(extensionID: GameFixture.extensionID, kind: "Leaderboard")?.configurationSchema == schema)
            #expect(try fixture.store.kind(extensionID: GameFixture.extensionID, kind: "GameStatus")?.configurationSchema == nil)

            let stored = StoredConfiguration(values: ["city": Self.paris, "units": .enumCase("fahrenheit"), "days": .integer(3)])
            let instance = try fixture.store.addInstance(
                appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium", configuration: try stored.encoded())
            #expect(try fixture.store.configuration(instanceID: instance.id) == stored)
            // The stored form is versioned and keyed by parameter name only.
            let bytes = try #require(try fixture.store.instance(id: instance.id)?.configuration)
            let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
            #expect(json["version"] as? Int == 1)
            #expect(Set((json["values"] as? [String: Any])?.keys.map { $0 } ?? []) == ["city", "units", "days"])
            #expect(throws: StoreError.unknownInstance(999)) { try fixture.store.configuration(instanceID: 999) }
            let plain = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            #expect(try fixture.store.configuration(instanceID: plain.id) == nil)
        }
    }

    @Test func corruptConfigurationIsAClearErrorAndKeepsOtherData() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install(Self.kinds(Self.schema(.intent, [Self.units])))
            let damaged = Data(#"{"version":1,"values":{"units":{"enumCase":3}}}"#.utf8)
            let newer = Data(#"{"version":9,"values":{}}"#.utf8)
            let a = try fixture.store.addInstance(appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium", configuration: damaged)
            let b = try fixture.store.addInstance(appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium", configuration: newer)
            #expect {
                try fixture.store.configuration(instanceID: a.id)
            } throws: { error in
                guard case StoreError.corruptConfiguration(let id, let detail) = error else { return false }
                return id == a.id && detail.contains("units") && "\(error)".contains("widget #\(a.id)") && "\(error)".contains("defaults")
            }
            #expect {
                try fixture.store.configuration(instanceID: b.id)
            } throws: { error in "\(error)".contains("version 9") }
            // Nothing else is lost: the instance, its bytes and its neighbours are as they were.
            #expect(try fixture.store.instance(id: a.id)?.configuration == damaged)
            #expect(try fixture.store.instances().count == 2)
            // A re-install leaves an unreadable configuration untouched.
            try fixture.install(Self.kinds(Self.schema(.intent, [Self.days])))
            #expect(try fixture.store.instance(id: a.id)?.configuration == damaged)
        }
    }

    @Test func reinstallWithChangedSchemaKeepsWhatMatchesAndRecordsTheRest() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install(Self.kinds(Self.schema(.intent, [Self.city, Self.units, Self.days])))
            let stored = StoredConfiguration(values: ["city": Self.paris, "units": .enumCase("fahrenheit"), "days": .integer(5)])
            let instance = try fixture.store.addInstance(
                appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium", configuration: try stored.encoded())
            let untouched = try fixture.store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")

            // Version 2: fahrenheit is gone from the enum, days allows 1…3, city is unchanged.
            let units2 = ConfigurationParameter(
                name: "units", title: "Units", type: .enumeration(name: "Units", cases: [.init(identifier: "celsius", title: "Celsius")]))
            var days2 = Self.days
            days2.maximum = 3
            let result = try fixture.install(Self.kinds(Self.schema(.intent, [Self.city, units2, days2])))
            let dropped = try #require(result.droppedConfigurations[instance.id])
            #expect(dropped.map(\.name) == ["days", "units"])
            #expect(dropped[0].reason.contains("above the maximum 3"))
            #expect(dropped[1].reason.contains("fahrenheit is not a case of Units"))
            #expect(result.droppedConfigurations[untouched.id] == nil)
            let after = try #require(try fixture.store.configuration(instanceID: instance.id))
            #expect(after.values == ["city": Self.paris])
            #expect(after.dropped == dropped)

            // An unchanged re-install drops nothing more and keeps the note.
            let again = try fixture.install(Self.kinds(Self.schema(.intent, [Self.city, units2, days2])))
            #expect(again.droppedConfigurations.isEmpty)
            #expect(try fixture.store.configuration(instanceID: instance.id) == after)

            // The widget stops being configurable: every value is dropped, the widget stays.
            let last = try fixture.install(Self.kinds(nil))
            #expect(last.droppedConfigurations[instance.id]?.map(\.name) == ["city"])
            #expect(try fixture.store.configuration(instanceID: instance.id)?.values == [:])
        }
    }

    /// A SiriKit widget migrated to App Intents with `CustomIntentMigratedAppIntent`: same kind,
    /// same parameter names, another intent type and source. Every placed widget keeps its values.
    @Test func migrationFromSiriKitToAppIntentsKeepsValues() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install(Self.kinds(Self.schema(.intent, [Self.city, Self.units, Self.days])))
            let values: ConfigurationValues = ["city": Self.paris, "units": .enumCase("fahrenheit"), "days": .integer(2)]
            var ids: [Int64] = []
            for _ in 0..<3 {
                ids.append(
                    try fixture.store.addInstance(
                        appID: GameFixture.appID, kind: "Leaderboard", family: "systemMedium",
                        configuration: try StoredConfiguration(values: values).encoded()
                    ).id)
            }
            let migrated = Self.schema(.appIntent, [Self.city, Self.units, Self.days])
            let result = try fixture.install(Self.kinds(migrated))
            #expect(result.droppedConfigurations.isEmpty)
            #expect(try fixture.store.kind(extensionID: GameFixture.extensionID, kind: "Leaderboard")?.configurationSchema?.source == .appIntent)
            for id in ids { #expect(try fixture.store.configuration(instanceID: id)?.values == values) }

            // The oracle fails when a name changes in the migration (`city` → `place`).
            var renamed = Self.city
            renamed.name = "place"
            let broken = try fixture.install(Self.kinds(Self.schema(.appIntent, [renamed, Self.units, Self.days])))
            #expect(broken.droppedConfigurations[ids[0]]?.map(\.name) == ["city"])
        }
    }

    @Test func migrationAddsTheSchemaColumnToAnOlderStore() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("old.sqlite").path
            // A store written before configuration: migrations up to v3 only.
            let queue = try DatabaseQueue(path: path)
            var migrator = Schema.migrator
            migrator.eraseDatabaseOnSchemaChange = false
            try migrator.migrate(queue, upTo: "v3-event-log-source")
            let before = try queue.read { db in try db.columns(in: "widgetKind").map(\.name) }
            #expect(!before.contains("configurationSchema"))
            try queue.close()
            let store = try VitrineStore(path: path)
            _ = try store.kinds()
            let after = try DatabaseQueue(path: path).read { db in try db.columns(in: "widgetKind").map(\.name) }
            #expect(after.contains("configurationSchema"))
        }
    }
}
