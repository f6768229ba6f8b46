import ExtensionProtocol
import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWeb
import VitrineWebTesting

extension WebProcesses {
    /// The configuration editor in Debian's headless chromium, as a person uses it: seed 003's
    /// flow with the HomeFinder example, and a hanging or crashing intent handler. Screenshots
    /// of each step are kept in `out/browser/` (CI artifacts).
    @Suite(.enabled(if: ChromeDriver.isAvailable, "needs chromium and chromedriver (scripts/setup.sh installs them)"))
    struct ConfigurationBrowserTests {
        static let shots = HomeScreenBrowserTests.shots

        static let channelsTile = #".tile[data-kind="com.vitrine.examples.homefinder.channels"]"#
        static let picker = #"#editor .field[data-parameter="channels"] .picker"#

        /// Seed 003, in the browser: add the Channels widget from the gallery, open Edit, see the
        /// app's options in their sections, search, pick channels and a layout, save, see the
        /// widget's picture change, and tap it: the app receives the configuration. Then the app
        /// drops a channel while the editor is open: saving shows the host's refusal.
        @Test func seed003AddEditPickSaveAndTapInARealBrowser() async throws {
            let web = try await ConfigurationAPITests.homeFinder()
            let driver = try await offPool { try ChromeDriver() }
            let browser = try await offPool { try driver.session() }
            let app = try HomeFinderListener(environment: try await web.daemon.appEnvironment(appID: WebFixture.homeFinderID), in: web.directory)
            do {
                try await seed003(web, browser, app)
            } catch {
                try? browser.screenshot(to: Self.shots.appendingPathComponent("config-failure.png"))
                Issue.record("\(error)\nconsole: \(browser.consoleErrors())\napp: \(app.lines)")
            }
            browser.close()
            driver.stop()
            await app.stop()
            await web.stop()
        }

        func seed003(_ web: WebFixture, _ browser: WebDriverSession, _ app: HomeFinderListener) async throws {
            let shots = Self.shots
            let address = try #require(web.server.url)
            let tile = Self.channelsTile, picker = Self.picker
            // 1. Add the small Channels widget from the gallery; it starts with the app's defaults.
            try await offPool {
                try browser.navigate(to: address)
                try browser.wait("the event stream") { try browser.string("document.body.dataset.client") ?? "" != "" }
                try browser.click("#gallery-button")
                try browser.wait("the gallery") { try browser.script("return document.getElementById('gallery').open;") as? Bool == true }
                try browser.click(#"#gallery button.add[data-kind="com.vitrine.examples.homefinder.channels"][data-family="systemSmall"]"#)
                try browser.wait("the channels widget's first timeline", timeout: 40) {
                    try browser.string("document.querySelector('\(tile) img')?.dataset.entry") == "0"
                }
                try browser.screenshot(to: shots.appendingPathComponent("config-1-added.png"))
            }
            let id = try #require(await web.daemon.knownInstances().first { $0.kind == WebFixture.channelsKind }?.id)
            let before = try await web.call("GET", "/api/widgets/\(id)/image?scale=2")
            #expect(before.status == 200)
            let versionBefore = try await offPool { try browser.string("document.querySelector('\(tile) img').dataset.version") }

            // 2. Edit mode → "Edit widget": the form, with the app's options in sections, the defaults ticked.
            try await offPool {
                try browser.click("#edit-button")
                try browser.click("\(tile) button.configure")
                try browser.wait("the editor") { try browser.string("document.getElementById('editor').dataset.state") == "ready" }
                try browser.wait("the channels' options") { try browser.string("document.querySelector('\(picker)').dataset.state") == "ready" }
                let sections = try browser.script("return [...document.querySelectorAll('\(picker) legend')].map(l => l.textContent);") as? [String]
                #expect(sections == ["Buy", "Rent", "Services"], "\(sections ?? [])")
                let ticked = try browser.script("return [...document.querySelectorAll('\(picker) .option input:checked')].map(i => i.value);") as? [String]
                #expect(ticked == ["new", "resale", "rent", "shared"], "\(ticked ?? [])")
                // Every field has a label: a <label>, or a group named by its title.
                let unlabeled =
                    try browser.script(
                        """
                        return [...document.querySelectorAll('#editor input, #editor select')].filter(i =>
                          !(i.labels && i.labels.length) && !i.getAttribute('aria-label') && !i.closest('[aria-labelledby]')).length;
                        """) as? Int
                #expect(unlabeled == 0)
                #expect(try browser.string(#"document.querySelector('#editor .field[data-parameter="layout"] select').value"#) == "grid")
                try browser.screenshot(to: shots.appendingPathComponent("config-2-editor.png"))

                // 3. Search goes to the app's handler: typing "rent" lists Rentals only.
                try browser.type("\(picker) input.search", "rent")
                try browser.wait("the search's answer") {
                    let values = try browser.script("return [...document.querySelectorAll('\(picker) .option input')].map(i => i.value).join();")
                    return try values as? String == "rent" && browser.string("document.querySelector('\(picker)').dataset.state") == "ready"
                }
                try browser.screenshot(to: shots.appendingPathComponent("config-3-search.png"))
                try browser.clear("\(picker) input.search")
                try browser.wait("the whole list again") {
                    try browser.script("return document.querySelectorAll('\(picker) .option input').length;") as? Int == 6
                }

                // 4. Keep Rentals, drop the other defaults, add Mortgage; layout: list. Save.
                for channel in ["new", "resale", "shared"] { try browser.click(#"\#(picker) .option input[value="\#(channel)"]"#) }
                try browser.click(#"\#(picker) .option input[value="loans"]"#)
                let chosen = try browser.script("return [...document.querySelectorAll('\(picker) .chosen li')].map(l => l.dataset.identifier);") as? [String]
                #expect(chosen == ["rent", "loans"], "\(chosen ?? [])")
                try browser.script(
                    #"const s = document.querySelector('#editor .field[data-parameter="layout"] select'); s.value = 'list'; s.dispatchEvent(new Event('change'));"#
                )
                try browser.click("#editor-save")
                try browser.wait("the editor to close") { try browser.script("return document.getElementById('editor').open;") as? Bool == false }
                // 5. The page shows the new picture when the reload's image arrives.
                try browser.wait("the new picture", timeout: 40) {
                    let version = try browser.string("document.querySelector('\(tile) img').dataset.version")
                    let shown = try browser.script(
                        "const i = document.querySelector('\(tile) img'); return i.complete && i.naturalWidth > 0 && !i.classList.contains('updating');")
                    return version != versionBefore && shown as? Bool == true
                }
                Thread.sleep(forTimeInterval: 0.5)
                try browser.screenshot(to: shots.appendingPathComponent("config-4-saved.png"))
            }
            let after = try await web.call("GET", "/api/widgets/\(id)/image?scale=2")
            #expect(after.status == 200 && after.body != before.body, "the widget's picture did not change")
            let form = try await web.daemon.configurationForm(instanceID: id)
            #expect(form.values["channels"]?.displayText == "Rentals (rent), Mortgage (loans)")
            #expect(form.values["layout"] == .enumCase("list"))
            let events = try await web.daemon.inspect(id).events
            #expect(events.contains { $0.event == "configured" && $0.detail.contains("channels=Rentals (rent), Mortgage (loans)") }, "\(events.map(\.detail))")

            // 6. A tap on the small widget (no links there): the app continues the widget's user
            // activity, which carries its configuration.
            try await app.waitUntilRegistered(web.daemon)
            try await offPool {
                try browser.click("#edit-button")
                try browser.click("\(tile) img", atX: 80, y: 80)
                try browser.wait("the tap's answer") { try browser.string("document.getElementById('toast').dataset.target") ?? "" != "" }
            }
            let activity = try await app.waitForLine(startingWith: "ACTIVITY")
            #expect(activity == "ACTIVITY kind=\(WebFixture.channelsKind) family=systemSmall configuration=channels=rent,loans layout=list", "\(app.lines)")

            // 7. The app's server drops Mortgage while the editor is open (opened from the widget's
            // menu this time): saving shows the host's refusal and changes nothing.
            try await offPool {
                try browser.click("\(tile) button.menu")
                try browser.wait("the widget menu") { try browser.script("return !document.getElementById('widget-menu').hidden;") as? Bool == true }
                try browser.click(#"#widget-menu button[data-action="configure"]"#)
                try browser.wait("the channels' options") { try browser.string("document.querySelector('\(picker)')?.dataset.state") == "ready" }
            }
            _ = try await HomeFinderRuns.setup(web.daemon, in: web.directory, without: ["loans"])
            try await offPool {
                try browser.click("#editor-save")
                try browser.wait("the refusal") { try browser.string("document.getElementById('editor').dataset.state") == "invalid" }
                let message = try browser.string("document.getElementById('editor-error').textContent") ?? ""
                #expect(message.contains("\"loans\" (Mortgage) is not among the app's options") && message.contains("nothing was changed"), "\(message)")
                #expect(try browser.script("return document.getElementById('editor').open;") as? Bool == true)
                try browser.screenshot(to: shots.appendingPathComponent("config-5-refused.png"))
                try browser.click("#editor-cancel")
            }
            #expect(try await web.daemon.configurationForm(instanceID: id).values["channels"]?.displayText == "Rentals (rent), Mortgage (loans)")
            #expect(browser.consoleErrors().filter { !$0.contains("/configuration") }.isEmpty, "\(browser.consoleErrors())")
        }

        /// HomeFinder's App Intents widget: a switch, a number field with the parameter's bounds, an
        /// entity picker fed by an `EntityStringQuery`; a value out of bounds is refused with the
        /// host's sentence and changes nothing, a good one saves.
        @Test func anAppIntentsWidgetGetsASwitchABoundedNumberAndTheHostsRefusal() async throws {
            let web = try await ConfigurationAPITests.homeFinder()
            let driver = try await offPool { try ChromeDriver() }
            let browser = try await offPool { try driver.session() }
            do {
                try await market(web, browser)
            } catch {
                try? browser.screenshot(to: Self.shots.appendingPathComponent("config-market-failure.png"))
                Issue.record("\(error)\nconsole: \(browser.consoleErrors())")
            }
            browser.close()
            driver.stop()
            await web.stop()
        }

        func market(_ web: WebFixture, _ browser: WebDriverSession) async throws {
            let address = try #require(web.server.url)
            let tile = #".tile[data-kind="com.vitrine.examples.homefinder.market"]"#
            let bedrooms = #"#editor .field[data-parameter="bedrooms"] input"#
            let showRent = #"#editor .field[data-parameter="showRent"] input"#
            let picker = #"#editor .field[data-parameter="neighborhood"] .picker"#
            try await offPool {
                try browser.navigate(to: address)
                try browser.wait("the event stream") { try browser.string("document.body.dataset.client") ?? "" != "" }
                try browser.click("#gallery-button")
                try browser.wait("the gallery") { try browser.script("return document.getElementById('gallery').open;") as? Bool == true }
                try browser.click(#"#gallery button.add[data-kind="com.vitrine.examples.homefinder.market"][data-family="systemSmall"]"#)
                try browser.wait("the market widget's first timeline", timeout: 40) {
                    try browser.string("document.querySelector('\(tile) img')?.dataset.entry") == "0"
                }
                // By keyboard: Enter on the widget's menu button, then on the focused first item.
                try browser.type("\(tile) button.menu", "\u{E007}")
                try browser.wait("the widget menu") { try browser.string("document.activeElement.dataset.action") == "configure" }
                try browser.type(#"#widget-menu button[data-action="configure"]"#, "\u{E007}")
                try browser.wait("the neighborhoods") { try browser.string("document.querySelector('\(picker)')?.dataset.state") == "ready" }
                #expect(try browser.string("document.querySelector('\(bedrooms)').type") == "number")
                #expect(try browser.string("document.querySelector('\(bedrooms)').min") == "1")
                #expect(try browser.string("document.querySelector('\(bedrooms)').max") == "5")
                #expect(try browser.string("document.querySelector('\(bedrooms)').value") == "2")
                #expect(try browser.string("document.querySelector('\(showRent)').getAttribute('role')") == "switch")
                #expect(try browser.script("return document.querySelector('\(showRent)').checked;") as? Bool == true)
                #expect(try browser.script("return !!document.querySelector('\(picker) input.search');") as? Bool == true)
                let listed =
                    try browser.script("return [...document.querySelectorAll('\(picker) .option input')].map(i => i.type + ':' + i.value);") as? [String]
                #expect(listed?.first == "radio:lx-alfama" && listed?.count == 5, "\(listed ?? [])")

                // Out of bounds: the host's sentence, and the dialog stays open.
                try browser.clear(bedrooms)
                try browser.type(bedrooms, "9")
                try browser.click("#editor-save")
                try browser.wait("the host's refusal") { try browser.string("document.getElementById('editor').dataset.state") == "invalid" }
                let refusal = try browser.string("document.getElementById('editor-error').textContent") ?? ""
                #expect(refusal.contains("9 is above the maximum 5") && refusal.contains("nothing was changed"), "\(refusal)")
                try browser.screenshot(to: Self.shots.appendingPathComponent("config-9-bounds.png"))

                // A good edit: 3 bedrooms, no rent, Bonfim (found by searching the city).
                try browser.clear(bedrooms)
                try browser.type(bedrooms, "3")
                try browser.click(showRent)
                try browser.type("\(picker) input.search", "Porto")
                try browser.wait("Porto's neighborhoods") {
                    try browser.script("return [...document.querySelectorAll('\(picker) .option input')].map(i => i.value).join();") as? String
                        == "op-foz,op-bonfim"
                }
                try browser.click(#"\#(picker) .option input[value="op-bonfim"]"#)
                try browser.click("#editor-save")
                try browser.wait("the editor to close") { try browser.script("return document.getElementById('editor').open;") as? Bool == false }
            }
            let id = try #require(await web.daemon.knownInstances().first { $0.kind == "com.vitrine.examples.homefinder.market" }?.id)
            let form = try await web.daemon.configurationForm(instanceID: id)
            #expect(form.values["bedrooms"] == .integer(3))
            #expect(form.values["showRent"] == .boolean(false))
            if case .entity(let neighborhood) = form.values["neighborhood"] {
                #expect(neighborhood.identifier == "op-bonfim")
            } else {
                Issue.record("no neighborhood saved: \(form.values)")
            }
        }

        /// A handler that hangs, then one that crashes: the form shows the host's message where the
        /// options would be, the rest of the page keeps working, and the next search is answered by
        /// a fresh extension. A value the form cannot read is refused with a message, and a good
        /// edit then saves.
        @Test func aHangingOrCrashingHandlerShowsTheHostsMessageAndThePageKeepsWorking() async throws {
            let forecast: [String: Any] = [
                "id": "com.vitrine.tests.forecast", "name": "Forecast", "extensions": [["executable": Products.path("ConfigurableExtension")]],
            ]
            let web = try await WebFixture.start(widgets: [], apps: [forecast], requestTimeout: 2)
            let driver = try await offPool { try ChromeDriver() }
            let browser = try await offPool { try driver.session() }
            do {
                try await faults(web, browser)
            } catch {
                try? browser.screenshot(to: Self.shots.appendingPathComponent("config-fault-failure.png"))
                Issue.record("\(error)\nconsole: \(browser.consoleErrors())")
            }
            browser.close()
            driver.stop()
            await web.stop()
        }

        func faults(_ web: WebFixture, _ browser: WebDriverSession) async throws {
            let shots = Self.shots
            let address = try #require(web.server.url)
            let tile = #".tile[data-kind="forecast"]"#
            let picker = #"#editor .field[data-parameter="city"] .picker"#
            let status = "document.querySelector('\(picker) .options-status').textContent"
            try await offPool {
                try browser.navigate(to: address)
                try browser.wait("the event stream") { try browser.string("document.body.dataset.client") ?? "" != "" }
                try browser.click("#gallery-button")
                try browser.wait("the gallery") { try browser.script("return document.getElementById('gallery').open;") as? Bool == true }
                try browser.click(#"#gallery button.add[data-kind="forecast"][data-family="systemSmall"]"#)
                try browser.wait("the forecast's first timeline", timeout: 40) {
                    try browser.string("document.querySelector('\(tile) img')?.dataset.entry") == "0"
                }
                try browser.click("\(tile) button.menu")
                try browser.click(#"#widget-menu button[data-action="configure"]"#)
                // The menu closes when an item is chosen (seen, not only flagged hidden).
                #expect(try browser.string("getComputedStyle(document.getElementById('widget-menu')).display") == "none")
                try browser.wait("the cities") { try browser.string("document.querySelector('\(picker)')?.dataset.state") == "ready" }

                // A handler that never calls back: the loading state, then the host's message.
                try browser.type("\(picker) input.search", "hang")
                try browser.wait("the loading state") { try browser.string("document.querySelector('\(picker)').dataset.state") == "loading" }
                #expect(try browser.string(status)?.hasPrefix("Searching City") == true)
                try browser.wait("the timeout's message", timeout: 30) { try browser.string("document.querySelector('\(picker)').dataset.state") == "failed" }
                let hung = try browser.string(status) ?? ""
                #expect(hung.contains("could not list the options of city (City)") && hung.contains("in time"), "\(hung)")
                #expect(try browser.string("document.querySelector('\(picker) .options-status').getAttribute('role')") == "alert")
                #expect(try browser.script("return document.querySelectorAll('\(picker) .option').length;") as? Int == 0)
                try browser.screenshot(to: shots.appendingPathComponent("config-6-timeout.png"))
                // The page keeps working while the editor shows the failure.
                #expect(try browser.script("return document.getElementById('editor').open;") as? Bool == true)

                // A handler that crashes its process: the host's message again.
                try browser.clear("\(picker) input.search")
                try browser.wait("the cities again") { try browser.string("document.querySelector('\(picker)').dataset.state") == "ready" }
                try browser.type("\(picker) input.search", "crash")
                try browser.wait("the crash's message", timeout: 30) { try browser.string("document.querySelector('\(picker)').dataset.state") == "failed" }
                let crashed = try browser.string(status) ?? ""
                #expect(crashed.contains("could not list the options of city (City)"), "\(crashed)")
                try browser.screenshot(to: shots.appendingPathComponent("config-7-crash.png"))

                // A fresh extension answers the next search.
                try browser.clear("\(picker) input.search")
                try browser.type("\(picker) input.search", "tok")
                try browser.wait("Tokyo") {
                    try browser.script("return [...document.querySelectorAll('\(picker) .option input')].map(i => i.value).join();") as? String == "tokyo"
                }
                try browser.click(#"\#(picker) .option input[value="tokyo"]"#)

                // A value the form cannot read is refused before anything is sent.
                let days = #"#editor .field[data-parameter="days"] input"#
                try browser.clear(days)
                try browser.type(days, "2.5")
                try browser.click("#editor-save")
                try browser.wait("the form's refusal") { try browser.string("document.getElementById('editor').dataset.state") == "invalid" }
                #expect(try browser.string("document.getElementById('editor-error').textContent") == "Days: enter a whole number")
                try browser.screenshot(to: shots.appendingPathComponent("config-8-invalid.png"))
                try browser.clear(days)
                try browser.type(days, "5")
                try browser.click("#editor-save")
                try browser.wait("the editor to close") { try browser.script("return document.getElementById('editor').open;") as? Bool == false }
            }
            let id = try #require(await web.daemon.knownInstances().first { $0.kind == "forecast" }?.id)
            let form = try await web.daemon.configurationForm(instanceID: id)
            if case .entity(let city) = form.values["city"] {
                #expect(city.identifier == "tokyo")
            } else {
                Issue.record("no city saved: \(form.values)")
            }
            #expect(form.values["days"] == .integer(5))
            #expect(try await web.call("GET", "/api/state").status == 200)
        }
    }
}
