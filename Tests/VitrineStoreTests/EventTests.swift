import Foundation
import Testing

@testable import VitrineStore

@Suite struct EventTests {
    @Test func recordAndQueryTheFlightRecord() throws {
        try withTemporaryDirectory { directory in
            let fixture = try GameFixture(directory: directory)
            try fixture.install()
            let store = fixture.store
            let a = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let b = try store.addInstance(appID: GameFixture.appID, kind: "GameStatus", family: "systemSmall")
            let t = Date(timeIntervalSinceReferenceDate: 790_000_000.000_5)
            let recorded = try store.record(events: [
                ReloadEventRecord(instanceID: a.id, date: t, event: "requested", reason: "WidgetCenter"),
                ReloadEventRecord(
                    instanceID: a.id, date: t + 1, event: "granted", reason: "WidgetCenter", detail: "budget ok",
                    budgetRemaining: 39, nextPlannedReload: t + 3600, counted: true),
                ReloadEventRecord(instanceID: b.id, date: t + 2, event: "throttled", reason: "policy", budgetRemaining: 0),
                ReloadEventRecord(instanceID: 9_999, date: t + 3, event: "granted", reason: "gone"),
                ReloadEventRecord(instanceID: nil, appID: "com.nope.app", date: t + 3, event: "requested", reason: "gone"),
                ReloadEventRecord(instanceID: nil, date: t + 4, event: "shown", reason: "page 0"),
                ReloadEventRecord(instanceID: a.id, date: t + 5, event: "granted", reason: "policy", counted: true),
            ])
            #expect(recorded.count == 5)
            #expect(recorded.map(\.id) == recorded.map(\.id).sorted() && recorded.allSatisfy { $0.id > 0 })
            #expect(recorded[0].appID == GameFixture.appID)
            #expect(recorded[3].appID == nil && recorded[3].instanceID == nil)

            let all = try store.events()
            #expect(all == recorded.reversed())
            #expect(try store.events(instanceID: a.id).map(\.date) == [t + 5, t + 1, t])
            #expect(try store.events(instanceID: a.id, limit: 1).map(\.date) == [t + 5])
            #expect(try store.events(instanceID: a.id, before: t + 5).map(\.date) == [t + 1, t])
            #expect(try store.events(appID: GameFixture.appID).count == 4)
            #expect(try store.events(instanceID: a.id)[1] == recorded[1])

            #expect(try store.countedReloads(instanceID: a.id, since: t) == [t + 1, t + 5])
            #expect(try store.countedReloads(instanceID: a.id, since: t + 2) == [t + 5])
            #expect(try store.countedReloads(instanceID: b.id, since: .distantPast) == [])
            #expect(try store.lastReload(instanceID: a.id) == t + 5)
            #expect(try store.lastReload(instanceID: b.id) == nil)
            #expect(try store.record(events: []) == [])
            #expect(try store.record(ReloadEventRecord(instanceID: 12_345, date: t, event: "x", reason: "")) == nil)
        }
    }

    @Test func settings() throws {
        try withTemporaryDirectory { directory in
            let store = try VitrineStore(path: directory.appendingPathComponent("s.sqlite").path)
            #expect(try store.setting("page") == nil)
            try store.setSetting("page", "1")
            try store.setSetting("page", "3")
            try store.setSetting("locale", "ru_RU")
            #expect(try store.setting("page") == "3")
            #expect(try store.settings() == ["page": "3", "locale": "ru_RU"])
            try store.setSetting("page", nil)
            #expect(try store.setting("page") == nil)
            #expect(try store.settings() == ["locale": "ru_RU"])
        }
    }
}
