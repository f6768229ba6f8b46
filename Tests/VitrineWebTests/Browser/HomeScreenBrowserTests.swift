import Foundation
import HostProtocol
import Testing
import VitrineHost
import VitrineTestSupport
import VitrineWeb
import WidgetLayout

extension WebProcesses {
    /// The home screen in Debian's headless chromium: add widgets from the gallery, watch an
    /// entry change when the simulated clock passes its date, tap a `Link` and the
    /// `widgetURL` and check the example app received exactly those URLs, switch to dark mode
    /// and lock the device. Screenshots of each step are kept in `out/browser/` (CI artifacts).
    @Suite(.enabled(if: ChromeDriver.isAvailable, "needs chromium and chromedriver (scripts/setup.sh installs them)"))
    struct HomeScreenBrowserTests {
        static let shots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../out/browser").standardizedFileURL

        @Test func galleryClockTapsDarkModeAndLockInARealBrowser() async throws {
            let web = try await WebFixture.start(widgets: [])
            let driver = try await offPool { try ChromeDriver() }
            let browser = try await offPool { try driver.session() }
            let app = try ListeningApp(environment: try await web.daemon.appEnvironment(appID: WebFixture.appID), in: web.directory)
            do {
                try await run(web, browser, app)
            } catch {
                try? browser.screenshot(to: Self.shots.appendingPathComponent("failure.png"))
                Issue.record("\(error)\nconsole: \(browser.consoleErrors())\napp: \(app.lines)")
            }
            browser.close()
            driver.stop()
            await app.stop()
            await web.stop()
        }

        func run(_ web: WebFixture, _ browser: WebDriverSession, _ app: ListeningApp) async throws {
            let origin = web.origin
            let shots = Self.shots
            let address = try #require(web.server.url)
            // 1. The empty home screen, then the gallery: add the game status (large) and the character (small).
            try await offPool {
                // The printed address: the token becomes an HttpOnly cookie and leaves the address bar.
                try browser.navigate(to: address)
                try browser.wait("the redirect without the token") { try browser.string("location.href") == origin + "/" }
                #expect(try browser.string("document.cookie")?.contains("vitrine_token") == false)
                try browser.wait("the event stream") { try browser.string("document.body.dataset.client") ?? "" != "" }
                try browser.screenshot(to: shots.appendingPathComponent("1-empty.png"))
                try browser.click("#gallery-button")
                try browser.wait("the gallery's previews") {
                    try browser.script("return [...document.querySelectorAll('#gallery img')].filter(i => i.complete && i.naturalWidth > 0).length;") as? Int
                        ?? 0 >= 6
                }
                try browser.screenshot(to: shots.appendingPathComponent("2-gallery.png"))
                try browser.click(#"#gallery button.add[data-kind="com.mygame.game-status"][data-family="systemLarge"]"#)
                try browser.wait("the gallery to close") { try browser.script("return document.getElementById('gallery').open;") as? Bool == false }
                try browser.click("#gallery-button")
                try browser.wait("the gallery") { try browser.script("return document.getElementById('gallery').open;") as? Bool == true }
                try browser.click(#"#gallery button.add[data-kind="com.mygame.character-detail"][data-family="systemSmall"]"#)
                // The first timeline arrives after the coalescing interval; the page swaps the snapshot for entry 0.
                for kind in ["com.mygame.game-status", "com.mygame.character-detail"] {
                    try browser.wait("\(kind) showing entry 0", timeout: 40) {
                        try browser.string(#"document.querySelector('.tile[data-kind="\#(kind)"] img')?.dataset.entry"#) == "0"
                    }
                }
                try browser.screenshot(to: shots.appendingPathComponent("3-added.png"))

                // The inspector's budget line has numbers (it once read "undefined of 50 reloads left").
                try browser.click(#".tile[data-kind="com.mygame.character-detail"] button.info"#)
                try browser.wait("the inspector's budget") {
                    try browser.string("document.querySelector('#inspector-budget p')?.textContent") ?? "" != ""
                }
                let budget = try browser.string("document.querySelector('#inspector-budget p').textContent") ?? ""
                #expect(budget.wholeMatch(of: /\d+ of 50 reloads left in the rolling window \(\d+ used\)/) != nil, "\(budget)")
                try browser.click("#inspector-close")
            }
            let instances = await web.daemon.knownInstances()
            #expect(instances.map(\.kind) == ["com.mygame.game-status", "com.mygame.character-detail"])
            let status = try #require(instances.first { $0.kind == "com.mygame.game-status" }).id
            let character = try #require(instances.first { $0.kind == "com.mygame.character-detail" }).id

            // 2. The simulated clock passes the character's next entry date: the page shows entry 1.
            let before = try await offPool {
                try browser.string(#"document.querySelector('.tile[data-kind="com.mygame.character-detail"] img').dataset.version"#)
            }
            try await offPool {
                try browser.click(#"#clock-controls button[data-advance="3600"]"#)
                try browser.wait("the character's next entry") {
                    try browser.string(#"document.querySelector('.tile[data-kind="com.mygame.character-detail"] img').dataset.entry"#) == "1"
                }
            }
            let after = try await offPool {
                try browser.string(#"document.querySelector('.tile[data-kind="com.mygame.character-detail"] img').dataset.version"#)
            }
            #expect(before != after)
            #expect(await web.daemon.shownEntry(of: character) == 1)
            try await offPool { try browser.screenshot(to: shots.appendingPathComponent("4-next-entry.png")) }

            // 3. Taps: the app is listening; a click on the Replay link, then one away from any link.
            try await app.waitUntilRegistered(web.daemon)
            let regions = try await web.daemon.linkRegions(of: status)
            let replay = try #require(regions.first { $0.url == "mygame://game/42/replay" }, "\(regions)")
            let away = try #require(Self.pointOutside(regions, width: 338, height: 354))
            let statusImage = #".tile[data-kind="com.mygame.game-status"] img"#
            let widgetURL = try await offPool { () -> String in
                try browser.click(statusImage, atX: replay.frame.x + replay.frame.width / 2, y: replay.frame.y + replay.frame.height / 2)
                try browser.wait("the tap's answer") { try browser.string("document.getElementById('toast').dataset.target") == "link" }
                // Which URL went to which app, not a process id and an executable's path.
                let said = try browser.string("document.getElementById('toast').textContent")
                #expect(said == "Opened mygame://game/42/replay in Game", "\(said ?? "nil")")
                try browser.screenshot(to: shots.appendingPathComponent("5-tap-link.png"))
                try browser.click(statusImage, atX: away.x, y: away.y)
                try browser.wait("the second tap's answer") { try browser.string("document.getElementById('toast').dataset.target") == "widgetURL" }
                return try browser.string("document.getElementById('toast').dataset.url") ?? ""
            }
            // The large game status's widgetURL (the game itself), not any link's.
            #expect(widgetURL == "mygame://game/42")
            #expect(!regions.contains { $0.url == widgetURL })
            try await app.waitForLines(2)
            #expect(app.lines.filter { $0.hasPrefix("OPENED") } == ["OPENED mygame://game/42/replay", "OPENED \(widgetURL)"])

            // 4. Dark mode: the page asks the host, which re-renders; the page follows.
            try await offPool {
                try browser.script("const s = document.getElementById('scheme'); s.value = 'dark'; s.dispatchEvent(new Event('change'));")
                try browser.wait("the dark scheme") { try browser.string("document.body.dataset.scheme") == "dark" }
            }
            #expect(await web.daemon.homeState().colorScheme == "dark")
            try await offPool {
                // The exempt appearance reload brings dark archives; wait for the new pictures.
                try browser.wait("dark images", timeout: 40) {
                    try browser.script("return [...document.querySelectorAll('.tile img')].every(i => i.complete && i.naturalWidth > 0);") as? Bool == true
                }
                Thread.sleep(forTimeInterval: 6)
                try browser.screenshot(to: shots.appendingPathComponent("6-dark.png"))
            }

            // 5. Lock: the page shows it, the host is locked, and a tap is refused, not delivered.
            try await offPool {
                try browser.click("#lock-button")
                try browser.wait("the locked state") { try browser.string("document.body.dataset.locked") == "true" }
                try browser.click(statusImage, atX: away.x, y: away.y)
                try browser.wait("a refused tap") { try browser.string("document.getElementById('toast').dataset.delivery") == "refused" }
                try browser.screenshot(to: shots.appendingPathComponent("7-locked.png"))
            }
            #expect(await web.daemon.isLocked)
            #expect(app.lines.filter { $0.hasPrefix("OPENED") }.count == 2)
            #expect(browser.consoleErrors().isEmpty, "\(browser.consoleErrors())")
        }

        /// A point in the widget at least 4 pt away from every link.
        static func pointOutside(_ regions: [LinkRegion], width: Double, height: Double) -> (x: Double, y: Double)? {
            for y in stride(from: height - 20, to: 20, by: -10) {
                for x in stride(from: 20.0, to: width - 20, by: 10) {
                    let clear = regions.allSatisfy { r in
                        x < r.frame.x - 4 || x > r.frame.x + r.frame.width + 4 || y < r.frame.y - 4 || y > r.frame.y + r.frame.height + 4
                    }
                    if clear { return (x, y) }
                }
            }
            return nil
        }
    }
}

extension ListeningApp {
    func waitUntilRegistered(_ daemon: HostDaemon) async throws {
        for _ in 0..<200 {
            if await daemon.statusText().contains("apps receiving taps: com.vitrine.examples.game") { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw BrowserFailure("GameApp never registered for taps: \(lines)")
    }
}
