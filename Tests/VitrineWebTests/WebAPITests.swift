import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import VitrineWeb
import VitrineWebTesting

extension WebProcesses {
    /// The JSON API and event stream the page uses, over real loopback HTTP against a real host
    /// with the example extension.
    @Suite struct WebAPITests {
        @Test func theStateListsPlacedWidgetsWithTheirSizeEntryAndImageVersion() async throws {
            let web = try await WebFixture.start(widgets: [("com.mygame.game-status", "systemLarge"), ("com.mygame.character-detail", "systemSmall")])
            defer { Task { await web.stop() } }
            let state = try await web.json("GET", "/api/state")
            #expect(state["simulatedClock"] as? Bool == true)
            #expect(state["colorScheme"] as? String == "light")
            let widgets = try #require(state["widgets"] as? [[String: Any]])
            #expect(widgets.map { $0["kind"] as? String } == ["com.mygame.game-status", "com.mygame.character-detail"])
            #expect(widgets[0]["width"] as? Double == 338 && widgets[0]["height"] as? Double == 354)
            #expect(widgets[0]["entry"] as? Int == 0)
            #expect(widgets[0]["displayName"] as? String == "Game Status")
            #expect((widgets[0]["version"] as? String)?.count == 64)
            // CharacterDetail draws a relative date: the page re-renders it every second.
            #expect(widgets[1]["ticks"] as? Bool == true)
            #expect(widgets[0]["ticks"] as? Bool == false)
            await web.stop()
        }

        @Test func imagesComeAtTheAskedScaleWithAnETagAndRevalidateWith304() async throws {
            let web = try await WebFixture.start()
            let first = try await web.call("GET", "/api/widgets/1/image?scale=2")
            #expect(first.status == 200)
            #expect(first.headers["content-type"] == "image/png")
            let size = try #require(pngSize(first.body))
            #expect(size.0 == 338 * 2 && size.1 == 354 * 2)
            let tag = try #require(first.headers["etag"])
            let again = try await offPool { [port = web.port, credentials = web.credentials] in
                try HTTPProbe.request(port: port, "GET", "/api/widgets/1/image?scale=2", headers: credentials + [("If-None-Match", tag)])
            }
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            // The host's own scale is the stored image; 2x was rendered once and stored too.
            let renders = await web.daemon.renderCount
            _ = try await web.call("GET", "/api/widgets/1/image?scale=2")
            #expect(await web.daemon.renderCount == renders)
            // A tick from a page that has not heard of a clock jump yet is drawn at host time.
            let stale = Int((web.clock.now.timeIntervalSince1970 - 3600) * 1000)
            #expect(try await web.call("GET", "/api/widgets/1/image?at=\(stale)").status == 200)
            await web.stop()
        }

        @Test func aPageHearsOfTheNextEntryWhenTheClockPassesItsDate() async throws {
            let web = try await WebFixture.start(widgets: [("com.mygame.character-detail", "systemMedium")])
            let stream = try EventStreamProbe(port: web.port, headers: web.credentials, timeout: 20)
            let hello = try await offPool { try stream.next() }
            #expect(hello?.name == "hello")
            let entries = try #require(try web.daemon.store.timeline(instanceID: 1)).entries
            let before = try await web.json("GET", "/api/state")
            let oldVersion = (before["widgets"] as? [[String: Any]])?.first?["version"] as? String

            _ = try await web.json("POST", "/api/clock", body: #"{"advance": \#(entries[1].date.timeIntervalSince(web.clock.now) + 1)}"#)
            var widget: [String: Any]?
            for _ in 0..<20 {
                guard let event = try await offPool({ try stream.next() }) else { break }
                if event.name == "widget", let object = try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any] {
                    widget = object
                    break
                }
            }
            let shown = try #require(widget)
            #expect(shown["id"] as? Int == 1)
            #expect(shown["entry"] as? Int == 1)
            #expect(shown["version"] as? String != oldVersion)
            stream.close()
            await web.stop()
        }

        @Test func addMoveAndRemoveChangeTheStoreAndTheLayoutEventTellsPages() async throws {
            let web = try await WebFixture.start()
            let added = try await web.json(
                "POST", "/api/widgets",
                body: #"{"appID":"com.vitrine.examples.game","kind":"com.mygame.leaderboard","family":"systemMedium","page":1}"#)
            let id = try #require(added["id"] as? Int)
            #expect(added["page"] as? Int == 1)
            #expect(try web.daemon.store.instance(id: Int64(id))?.kind == "com.mygame.leaderboard")

            let moved = try await web.json("POST", "/api/widgets/\(id)/move", body: #"{"page":0,"position":0}"#)
            #expect(moved["page"] as? Int == 0 && moved["position"] as? Int == 0)
            #expect(try web.daemon.store.instances(page: 0).map(\.id) == [Int64(id), 1])

            let removed = try await web.call("DELETE", "/api/widgets/\(id)")
            #expect(removed.status == 204)
            #expect(try web.daemon.store.instance(id: Int64(id)) == nil)
            await web.stop()
        }

        /// The page offers only the device's families; a request for another is a 400 that
        /// says why, and nothing is placed (the gallery snapshot likewise).
        @Test func familiesTheDeviceLacksAreRefused() async throws {
            let web = try await WebFixture.start()
            let before = try web.daemon.store.instances().count
            let xl = try await web.call(
                "POST", "/api/widgets", json: #"{"appID":"com.vitrine.examples.game","kind":"com.vitrine.api-tour","family":"systemExtraLarge","page":0}"#)
            #expect(xl.status == 400)
            #expect(xl.text.contains("systemExtraLarge is not available on iPhone"), "\(xl.text)")
            let corner = try await web.call(
                "POST", "/api/widgets", json: #"{"appID":"com.vitrine.examples.game","kind":"com.vitrine.api-tour","family":"accessoryCorner","page":0}"#)
            #expect(corner.status == 400)
            #expect(corner.text.contains("unknown widget family"), "\(corner.text)")
            #expect(try web.daemon.store.instances().count == before)
            await web.stop()
        }

        @Test func visibilityReportsDecideWhichPagesTheBudgetTreatsAsOnScreen() async throws {
            let web = try await WebFixture.start()
            let stream = try EventStreamProbe(port: web.port, headers: web.credentials, timeout: 20)
            let hello = try #require(try await offPool { try stream.next() })
            let client = try #require(try JSONSerialization.jsonObject(with: Data(hello.data.utf8)) as? [String: Int])["client"]!

            _ = try await web.json("POST", "/api/visibility", body: #"{"client":\#(client),"page":1,"visible":true}"#)
            #expect(await web.daemon.homeState().visiblePages == [1])
            #expect(await web.daemon.schedulerState(of: 1)?.registration.isVisible == false)
            _ = try await web.json("POST", "/api/visibility", body: #"{"client":\#(client),"page":0,"visible":false}"#)
            #expect(await web.daemon.homeState().visiblePages == [])
            _ = try await web.json("POST", "/api/visibility", body: #"{"client":\#(client),"page":0,"visible":true}"#)
            #expect(await web.daemon.homeState().visiblePages == [0])
            #expect(await web.daemon.schedulerState(of: 1)?.registration.isVisible == true)
            let unknown = try await web.call("POST", "/api/visibility", json: #"{"client":999,"page":0,"visible":true}"#)
            #expect(unknown.status == 404)
            stream.close()
            await web.stop()
        }

        @Test func theGalleryListsKindsAndServesPreviewSnapshotsOnceUntilTheyExpire() async throws {
            let web = try await WebFixture.start()
            let reply = try await web.call("GET", "/api/gallery")
            let kinds = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
            let leaderboard = try #require(kinds.first { $0["kind"] as? String == "com.mygame.leaderboard" })
            #expect(leaderboard["displayName"] as? String == "Leaderboard")
            #expect(leaderboard["families"] as? [String] == ["systemMedium", "systemLarge"])
            let ext = try #require(leaderboard["extensionID"] as? String)
            let path = "/api/gallery/snapshot?extension=\(ext)&kind=com.mygame.leaderboard&family=systemLarge&scale=1"
            let snapshot = try await web.call("GET", path)
            #expect(snapshot.status == 200)
            #expect(pngSize(snapshot.body).map { [$0.0, $0.1] } == [338, 354])
            let again = try await web.call("GET", path)
            #expect(again.headers["etag"] == snapshot.headers["etag"])
            let unsupported = try await web.call("GET", path.replacingOccurrences(of: "systemLarge", with: "systemSmall"))
            #expect(unsupported.status == 404)
            await web.stop()
        }

        @Test func theInspectorShowsTimelineBudgetAndFlightRecordAndReloadNowGoesThroughTheBudget() async throws {
            let web = try await WebFixture.start(widgets: [("com.mygame.character-detail", "systemSmall")])
            let inspection = try await web.json("GET", "/api/widgets/1/inspect")
            #expect((inspection["entries"] as? [[String: Any]])?.count == 4)
            #expect(inspection["policy"] as? String == "atEnd")
            let budget = try #require(inspection["budget"] as? [String: Any])
            #expect(budget["limit"] as? Int == 50)
            let used = try #require(budget["used"] as? Int)
            #expect(budget["remaining"] as? Int == 50 - used)
            // Every budget field the page's script reads is in the JSON (it once read a
            // `remaining` the JSON did not carry and showed "undefined of 50 reloads left").
            let script = String(decoding: try await web.call("GET", "/assets/home.js").body, as: UTF8.self)
            let read = Set(script.matches(of: /data\.budget\.(\w+)/).map { String($0.output.1) })
            #expect(read.isSuperset(of: ["remaining", "limit", "used"]), "\(read)")
            #expect(read.subtracting(budget.keys).isEmpty, "the page reads \(read.subtracting(budget.keys).sorted()), the JSON has \(budget.keys.sorted())")
            #expect((inspection["events"] as? [[String: Any]])?.contains { $0["event"] as? String == "timelineArrived" } == true)

            // The first reload was moments ago: a background request waits for the minimum interval.
            let reload = try await web.json("POST", "/api/widgets/1/reload")
            let decision = try #require(reload["decision"] as? String)
            #expect(decision.hasPrefix("throttled") || decision.hasPrefix("granted"), "\(decision)")
            let thumbnail = try await web.call("GET", "/api/widgets/1/entries/3/image?scale=1")
            #expect(pngSize(thumbnail.body).map { [$0.0, $0.1] } == [158, 158])
            await web.stop()
        }
    }
}

/// PNG width and height from the IHDR chunk.
func pngSize(_ data: Data) -> (Int, Int)? {
    guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func be(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
}
