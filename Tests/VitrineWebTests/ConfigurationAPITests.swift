import ExtensionProtocol
import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWeb
import VitrineWebTesting

extension WebProcesses {
    /// The configuration editor's routes over real loopback HTTP: a real host with the
    /// HomeFinder example (seed 003) installed, its Intents extension answering for options.
    @Suite struct ConfigurationAPITests {
        /// The host with the game (static widgets) and HomeFinder, whose app has written its channels.
        static func homeFinder(requestTimeout: Double? = nil) async throws -> WebFixture {
            let web = try await WebFixture.start(widgets: [], apps: [try WebFixture.homeFinderManifest()], requestTimeout: requestTimeout)
            let said = try await HomeFinderRuns.setup(web.daemon, in: web.directory)
            #expect(said.contains("CHANNELS new,resale,rent,shared,agents,loans"), "\(said)")
            return web
        }

        /// Places the channels widget as the gallery does; returns its id.
        static func addChannels(_ web: WebFixture, family: String = "systemMedium") async throws -> Int64 {
            let added = try await web.json(
                "POST", "/api/widgets", body: #"{"appID":"\#(WebFixture.homeFinderID)","kind":"\#(WebFixture.channelsKind)","family":"\#(family)","page":0}"#)
            return try #require((added["id"] as? NSNumber)?.int64Value)
        }

        /// Waits (up to 30 s) until the widget's image version satisfies `condition`; returns it.
        static func waitForVersion(_ web: WebFixture, _ id: Int64, _ condition: (String?) -> Bool) async throws -> String? {
            for _ in 0..<600 {
                let version = await web.daemon.homeWidget(id: id)?.version
                if condition(version) { return version }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            throw HomeFinderFailure("widget #\(id)'s image version never changed as awaited (\(await web.daemon.homeWidget(id: id)?.version ?? "none"))")
        }

        static func identifiers(_ value: Any?) -> [String] {
            let items = ((value as? [String: Any])?["array"] as? [[String: Any]]) ?? []
            return items.compactMap { ($0["entity"] as? [String: Any])?["identifier"] as? String }
        }

        static func array(_ reply: HTTPProbe.Reply) throws -> [[String: Any]] {
            try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]], "\(reply.status) \(reply.text)")
        }

        @Test func theGalleryAddsWithTheAppsDefaultsAndTheFormListsLiveOptionsInSections() async throws {
            let web = try await Self.homeFinder()
            let id = try await Self.addChannels(web)
            // Only configurable kinds are offered "Edit widget".
            let kinds = try Self.array(try await web.call("GET", "/api/configuration/kinds"))
            let names = kinds.compactMap { $0["kind"] as? String }
            #expect(names.contains(WebFixture.channelsKind) && !names.contains { $0.hasPrefix("com.mygame") }, "\(names)")

            let form = try await web.json("GET", "/api/widgets/\(id)/configuration")
            let schema = try #require(form["schema"] as? [String: Any])
            #expect(schema["typeName"] as? String == "ChannelsConfigurationIntent")
            let parameters = try #require(schema["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["name"] as? String } == ["channels", "layout"])
            #expect(parameters[0]["isArray"] as? Bool == true && parameters[0]["hasDynamicOptions"] as? Bool == true)
            #expect(parameters[0]["supportsSearch"] as? Bool == true)
            let layoutType = try #require((parameters[1]["type"] as? [String: Any])?["enumeration"] as? [String: Any])
            #expect((layoutType["cases"] as? [[String: Any]])?.map { $0["identifier"] as? String } == ["grid", "list"])
            // The gallery's add used the app's default configuration: the first four available channels.
            let values = try #require(form["values"] as? [String: Any])
            #expect(Self.identifiers(values["channels"]) == ["new", "resale", "rent", "shared"], "\(values)")

            // Options, live from the Intents extension, in the app's sections.
            let options = try await web.json("GET", "/api/widgets/\(id)/configuration/options?parameter=channels")
            let sections = try #require(options["sections"] as? [[String: Any]])
            #expect(sections.map { $0["title"] as? String } == ["Buy", "Rent", "Services"])
            #expect(
                Self.identifiers(["array": sections.flatMap { $0["items"] as? [[String: Any]] ?? [] }]) == [
                    "new", "resale", "rent", "shared", "agents", "loans",
                ])
            // Search goes to the app's handler (searchTerm), not a filter in the page.
            let searched = try await web.json("GET", "/api/widgets/\(id)/configuration/options?parameter=channels&search=rent")
            let found = (searched["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
            #expect(Self.identifiers(["array": found]) == ["rent"], "\(searched)")
            // An enum's options are its cases, from the schema.
            let layouts = try await web.json("GET", "/api/widgets/\(id)/configuration/options?parameter=layout")
            let cases = (layouts["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
            #expect(cases.compactMap { $0["enumCase"] as? String } == ["grid", "list"])
            await web.stop()
        }

        @Test func savingStoresTheValuesReloadsTheWidgetAndRecordsTheChange() async throws {
            let web = try await Self.homeFinder()
            let id = try await Self.addChannels(web)
            let first = try await Self.waitForVersion(web, id) { $0 != nil }
            let body =
                #"{"values":{"channels":{"array":[{"entity":{"identifier":"loans","title":"Mortgage"}},{"entity":{"identifier":"agents","title":"Agents"}}]},"layout":{"enumCase":"list"}}}"#
            let saved = try await web.json("PUT", "/api/widgets/\(id)/configuration", body: body)
            let values = try #require(saved["values"] as? [String: Any])
            #expect(Self.identifiers(values["channels"]) == ["loans", "agents"])
            #expect((values["layout"] as? [String: Any])?["enumCase"] as? String == "list")
            #expect(saved["isDefault"] as? Bool == false)
            // The host stored what the app lists (its title and properties), not what was sent.
            let form = try await web.daemon.configurationForm(instanceID: id)
            #expect(form.values["channels"]?.displayText == "Mortgage (loans), Agents (agents)")
            // The change is in the flight record, and the widget reloads: a new picture.
            let inspection = try await web.daemon.inspect(id)
            #expect(inspection.events.contains { $0.event == "configured" && $0.detail.contains("channels=Mortgage (loans), Agents (agents)") })
            let second = try await Self.waitForVersion(web, id) { $0 != nil && $0 != first }
            #expect(second != first)
            await web.stop()
        }

        @Test func refusedEditsAnswer4xxWithTheHostsSentenceAndChangeNothing() async throws {
            let web = try await Self.homeFinder()
            let id = try await Self.addChannels(web)
            let before = try await web.daemon.configurationForm(instanceID: id)
            let path = "/api/widgets/\(id)/configuration"
            let refusals: [(String, Int, String)] = [
                (#"{"values":{"colour":{"string":"red"}}}"#, 422, "has no parameter colour"),
                (#"{"values":{"layout":{"enumCase":"mosaic"}}}"#, 422, "mosaic is not a case of"),
                (#"{"values":{"layout":{"string":"grid"}}}"#, 422, "expects"),
                (#"{"values":{"channels":{"entity":{"identifier":"new","title":"New"}}}}"#, 422, "takes a list"),
                (#"{"values":{"channels":{"array":[{"entity":{"identifier":"castles","title":"Castles"}}]}}}"#, 422, "not among the app's options"),
                (#"{"values":{"layout":{"enumCase":"grid","string":"x"}}}"#, 400, "exactly one of the keys"),
                (#"{"values":{"layout":{"colour":"x"}}}"#, 400, "exactly one of the keys"),
                (#"{"values":[]}"#, 400, "wrong type at values"),
                (#"{"values":"#, 400, "malformed JSON"),
                ("{" + String(repeating: #""a":1,"#, count: 4000) + #""values":{}}"#, 413, "larger than"),
                (#"{"values":"# + String(repeating: #"{"array":["#, count: 1000) + String(repeating: "]}", count: 1000) + "}", 400, "malformed JSON"),
            ]
            for (json, status, message) in refusals {
                let reply = try await web.call("PUT", path, json: json)
                #expect(reply.status == status, "\(json.prefix(80)): \(reply.status) \(reply.text.prefix(300))")
                #expect(reply.text.contains(message), "\(json.prefix(80)): \(reply.text.prefix(300))")
                if status == 422 { #expect(reply.text.contains("nothing was changed"), "\(reply.text)") }
            }
            // Options: bad parameter names, values and search are refused before the app is asked.
            let optionRefusals: [(String, Int, String)] = [
                ("parameter=", 400, "parameter must be"),
                ("parameter=chan%20nels", 400, "parameter must be"),
                ("parameter=colour", 422, "has no parameter colour"),
                ("parameter=channels&values=%7Bnope", 400, "values is not the expected JSON"),
                ("parameter=channels&search=" + String(repeating: "a", count: 201), 400, "at most 200"),
            ]
            for (query, status, message) in optionRefusals {
                let reply = try await web.call("GET", "\(path)/options?\(query)")
                #expect(reply.status == status && reply.text.contains(message), "\(query.prefix(60)): \(reply.status) \(reply.text.prefix(300))")
            }
            #expect(try await web.call("GET", "/api/widgets/0/configuration").status == 400)
            #expect(try await web.call("GET", "/api/widgets/999/configuration").status == 404)
            // Nothing changed, and the host keeps serving.
            #expect(try await web.daemon.configurationForm(instanceID: id) == before)
            #expect(try await web.call("GET", "/api/state").status == 200)
            #expect(try await web.call("GET", "\(path)/options?parameter=channels").status == 200)
            await web.stop()
        }

        @Test func aHangingOrCrashingHandlerIs502WithTheHostsSentenceAndTheHostKeepsServing() async throws {
            let forecast: [String: Any] = [
                "id": "com.vitrine.tests.forecast", "name": "Forecast", "extensions": [["executable": Products.path("ConfigurableExtension")]],
            ]
            let web = try await WebFixture.start(widgets: [], apps: [forecast], requestTimeout: 2)
            let added = try await web.json(
                "POST", "/api/widgets", body: #"{"appID":"com.vitrine.tests.forecast","kind":"forecast","family":"systemSmall","page":0}"#)
            let id = try #require((added["id"] as? NSNumber)?.int64Value)
            let options = "/api/widgets/\(id)/configuration/options?parameter=city"
            let hung = try await web.call("GET", options + "&search=hang")
            #expect(hung.status == 502, "\(hung.status) \(hung.text)")
            #expect(hung.text.contains("could not list the options of city (City) for widget #\(id): it did not answer in time"), "\(hung.text)")
            let crashed = try await web.call("GET", options + "&search=crash")
            #expect(crashed.status == 502 && crashed.text.contains("SIGABRT"), "\(crashed.status) \(crashed.text.prefix(300))")
            // The host keeps serving, and a fresh extension answers the next question.
            #expect(try await web.call("GET", "/api/state").status == 200)
            let listed = try await web.json("GET", options)
            #expect((listed["sections"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Europe", "Asia"])
            let saved = try await web.call(
                "PUT", "/api/widgets/\(id)/configuration",
                json: #"{"values":{"city":{"entity":{"identifier":"tokyo","title":"Tokyo"}},"units":{"enumCase":"fahrenheit"},"days":{"integer":5}}}"#)
            #expect(saved.status == 200, "\(saved.status) \(saved.text)")
            #expect(try await web.daemon.configurationForm(instanceID: id).values["days"] == .integer(5))
            await web.stop()
        }

        @Test func aStaticWidgetHasNothingToConfigureAndAnAddWithABadConfigurationPlacesNothing() async throws {
            let web = try await WebFixture.start(widgets: [("com.mygame.game-status", "systemLarge")], apps: [try WebFixture.homeFinderManifest()])
            _ = try await HomeFinderRuns.setup(web.daemon, in: web.directory)
            let reply = try await web.call("GET", "/api/widgets/1/configuration")
            #expect(reply.status == 409 && reply.text.contains("has nothing to configure"), "\(reply.status) \(reply.text)")
            let bad = try await web.call(
                "POST", "/api/widgets",
                json:
                    #"{"appID":"\#(WebFixture.homeFinderID)","kind":"\#(WebFixture.channelsKind)","family":"systemSmall","page":0,"configuration":{"layout":{"enumCase":"mosaic"}}}"#
            )
            #expect(bad.status == 422 && bad.text.contains("mosaic"), "\(bad.status) \(bad.text)")
            #expect(await web.daemon.knownInstances().count == 1)
            // A chosen starting configuration replaces the app's defaults.
            let chosen = try await web.json(
                "POST", "/api/widgets",
                body:
                    #"{"appID":"\#(WebFixture.homeFinderID)","kind":"\#(WebFixture.channelsKind)","family":"systemSmall","page":0,"configuration":{"layout":{"enumCase":"list"}}}"#
            )
            let id = try #require((chosen["id"] as? NSNumber)?.int64Value)
            let form = try await web.daemon.configurationForm(instanceID: id)
            #expect(form.values["layout"] == .enumCase("list"))
            await web.stop()
        }
    }
}
