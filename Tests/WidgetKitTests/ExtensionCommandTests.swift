import Foundation
import Testing

@testable import WidgetKit

@Suite struct ExtensionCommandTests {
    @Test func noArgumentsLists() throws {
        #expect(try ExtensionCommand.parse([], environment: [:]) == .list)
    }

    @Test func xcodeVariablesSelectADump() throws {
        let command = try ExtensionCommand.parse(
            [],
            environment: [
                "_XCWidgetKind": "com.mygame.character-detail", "_XCWidgetFamily": "medium", "_XCWidgetDefaultView": "timeline",
            ])
        guard case .xcodeRun(let options) = command else { Issue.record("expected an Xcode-style run"); return }
        #expect(options.kind == "com.mygame.character-detail")
        #expect(options.family == .systemMedium)
        #expect(options.views == [.timeline])
    }

    @Test func xcodeInfoViewLists() throws {
        #expect(try ExtensionCommand.parse([], environment: ["_XCWidgetDefaultView": "info"]) == .list)
    }

    @Test func dumpFlags() throws {
        let command = try ExtensionCommand.parse(
            [
                "dump", "--kind", "k", "--family", "systemLarge", "--view", "snapshot", "--color-scheme", "dark",
                "--locale", "ru_RU", "--time-zone", "Europe/Moscow", "--json", "/tmp/x", "--relative-dates", "--timeout", "2", "--preview",
            ],
            environment: [:])
        guard case .dump(let o) = command else { Issue.record("expected dump"); return }
        #expect(o.kind == "k" && o.family == .systemLarge && o.views == [.snapshot] && o.colorScheme == .dark)
        #expect(o.localeIdentifier == "ru_RU" && o.timeZoneIdentifier == "Europe/Moscow" && o.jsonDirectory == "/tmp/x")
        #expect(o.relativeDates && o.timeout == 2 && o.isPreview)
    }

    @Test func badInputIsAUsageError() {
        for arguments in [
            ["frobnicate"], ["dump", "--family", "huge"], ["dump", "--kind"], ["dump", "--timeout", "-1"],
            ["dump", "--view", "everything"], ["dump", "--time-zone", "Mars/Olympus"], ["dump", "--bogus"],
        ] {
            #expect(throws: ExtensionCommand.UsageError.self, "\(arguments)") { try ExtensionCommand.parse(arguments, environment: [:]) }
        }
        #expect(throws: ExtensionCommand.UsageError.self) { try ExtensionCommand.parse([], environment: ["_XCWidgetFamily": "gigantic"]) }
    }
}
