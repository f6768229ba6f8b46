import Foundation

/// One browser window. Every call blocks: call it from a thread of its own (`offPool`).
final class WebDriverSession: @unchecked Sendable {
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    let driver: ChromeDriver
    let id: String

    init(driver: ChromeDriver, id: String) {
        self.driver = driver
        self.id = id
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        try driver.request(method, "/session/\(id)\(path)", body)["value"]
    }

    func navigate(to url: String) throws { _ = try command("POST", "/url", ["url": url]) }

    func element(_ css: String) throws -> String {
        guard let value = try command("POST", "/element", ["using": "css selector", "value": css]) as? [String: Any],
            let element = value[Self.elementKey] as? String
        else { throw BrowserFailure("no element \(css)") }
        return element
    }

    func click(_ css: String) throws { _ = try command("POST", "/element/\(try element(css))/click", [:]) }

    /// Types `text` into the element as a keyboard does (focus, key events, `input` events).
    func type(_ css: String, _ text: String) throws { _ = try command("POST", "/element/\(try element(css))/value", ["text": text]) }

    /// Empties a text field as a person selecting all and deleting would (an `input` event follows).
    func clear(_ css: String) throws {
        _ = try command("POST", "/element/\(try element(css))/clear", [:])
        _ = try script("arguments[0].dispatchEvent(new Event('input', { bubbles: true }));", [[Self.elementKey: try element(css)]])
    }

    /// A real pointer click at (x, y) CSS pixels from the element's top-left corner.
    func click(_ css: String, atX x: Double, y: Double) throws {
        let element = try element(css)
        guard let rect = try command("GET", "/element/\(element)/rect") as? [String: Any],
            let width = (rect["width"] as? NSNumber)?.doubleValue, let height = (rect["height"] as? NSNumber)?.doubleValue
        else {
            throw BrowserFailure("no rect for \(css)")
        }
        // W3C pointer moves with an element origin are relative to the element's center.
        let move: [String: Any] = [
            "type": "pointerMove", "duration": 0, "origin": [Self.elementKey: element],
            "x": Int((x - width / 2).rounded()), "y": Int((y - height / 2).rounded()),
        ]
        let actions: [String: Any] = [
            "actions": [
                [
                    "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
                    "actions": [move, ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]],
                ]
            ]
        ]
        _ = try command("POST", "/actions", actions)
        _ = try command("DELETE", "/actions")
    }

    /// Runs `script` (a function body; `arguments[i]` are `args`) and returns its JSON result.
    func script(_ script: String, _ args: [Any] = []) throws -> Any? {
        try command("POST", "/execute/sync", ["script": script, "args": args])
    }

    func string(_ js: String) throws -> String? { try script("return \(js);") as? String }

    func screenshot(to url: URL) throws {
        guard let base64 = try command("GET", "/screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw BrowserFailure("no screenshot")
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Console messages (errors from the page's script show here).
    func consoleErrors() -> [String] {
        guard let entries = try? driver.request("POST", "/session/\(id)/se/log", ["type": "browser"])["value"] as? [[String: Any]] else { return [] }
        return entries.filter { ($0["level"] as? String) == "SEVERE" }.compactMap { $0["message"] as? String }
    }

    /// Polls `condition` until it holds; the failure says what was awaited.
    func wait(_ what: String, timeout: TimeInterval = 20, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var lastError: (any Error)?
        while Date() < deadline {
            do {
                if try condition() { return }
            } catch {
                lastError = error
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw BrowserFailure("timed out after \(Int(timeout)) s waiting for \(what)\(lastError.map { " (last error: \($0))" } ?? "")")
    }

    func close() { _ = try? driver.request("DELETE", "/session/\(id)", nil) }
}
