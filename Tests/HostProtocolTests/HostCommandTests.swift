import Foundation
import HostProtocol
import Testing

/// Host commands are typed messages, and system changes have one parser for the CLI, the
/// control protocol and simulation scenarios.
@Suite struct HostCommandTests {
    @Test func systemChangesParseAsPeopleWriteThem() throws {
        #expect(try SystemChange(name: "appearance", value: "dark") == .appearance(dark: true))
        #expect(try SystemChange(name: "appearance", value: "light") == .appearance(dark: false))
        #expect(try SystemChange(name: "locale", value: "ru_RU") == .locale("ru_RU"))
        #expect(try SystemChange(name: "accessibility", value: nil) == .accessibility)
        #expect(try SystemChange(name: "location", value: "") == .location)
        #expect(try SystemChange(name: "visible-pages", value: "0,2") == .visiblePages([0, 2]))
        #expect(try SystemChange(name: "visible-pages", value: "all") == .visiblePages(nil))
        #expect(try SystemChange(name: "lock", value: "on") == .lock(true))
        // Every change prints as it is typed, and parses back to itself.
        for change in [SystemChange.appearance(dark: true), .locale("zh_CN"), .accessibility, .location, .visiblePages([1]), .visiblePages(nil), .lock(false)] {
            let words = change.description.split(separator: " ", maxSplits: 1).map(String.init)
            #expect(try SystemChange(name: words[0], value: words.count > 1 ? words[1] : nil) == change)
        }
    }

    @Test func aMisspeltChangeIsAnErrorNotADefault() {
        // A scenario's "drak" used to mean light mode.
        #expect(throws: SystemChangeError(message: "appearance takes light or dark, not drak")) { try SystemChange(name: "appearance", value: "drak") }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "locale", value: nil) }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "locale", value: "ru RU; rm -rf") }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "visible-pages", value: "0,x") }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "visible-pages", value: "-1") }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "lock", value: "maybe") }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "accessibility", value: "bold") }
        #expect(throws: SystemChangeError.self) { try SystemChange(name: "gravity", value: "low") }
    }

    @Test func commandsTravelAsTypedJSON() throws {
        let commands: [HostCommand] = [
            .sync, .status, .reload(instances: [1, 2]), .system(.visiblePages([0, 3])), .system(.lock(true)),
            .tap(instance: 4, x: 10.5, y: 20), .links(instance: 4), .controls(instance: 4),
        ]
        for command in commands {
            let request = ControlRequest(id: 7, .host(command))
            let decoded = try JSONDecoder().decode(ControlRequest.self, from: try JSONEncoder().encode(request))
            #expect(decoded == request)
        }
        // A tap's answer is a TapResult, not JSON inside a string.
        let tap = TapResult(
            instance: 4, x: 1, y: 2, target: .widgetURL, url: "game://x", kind: "k", family: "systemSmall",
            delivery: .connection, message: "to Game")
        let response = ControlResponse(id: 7, .tap(tap))
        #expect(try JSONDecoder().decode(ControlResponse.self, from: try JSONEncoder().encode(response)) == response)
        // A controls answer names each control's kind, intent and state.
        let controls = ControlResponse(
            id: 8, .controls([ControlArea(kind: "toggle", intent: "LampIntent", isOn: true, opensApp: false, x: 1, y: 2, width: 30, height: 31, depth: 0)]))
        let json = String(decoding: try JSONEncoder().encode(controls), as: UTF8.self)
        #expect(json.contains("\"intent\":\"LampIntent\"") && json.contains("\"isOn\":true"), "\(json)")
        #expect(try JSONDecoder().decode(ControlResponse.self, from: Data(json.utf8)) == controls)
        #expect(HostCommand.controls(instance: 4).description == "controls #4")
        #expect(ControlProtocol.version == 2)
    }
}
