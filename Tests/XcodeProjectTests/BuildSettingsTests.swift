import Foundation
import Testing

@testable import XcodeProject

@Suite struct BuildSettingsTests {
    /// Project `DEBUG $(inherited)` under target `($(inherited), WIDGET_EXTENSION)`: both, in order.
    @Test func inheritedStacksProjectUnderTarget() throws {
        let project = try Fixtures.project("Synced")
        let widget = try project.target(named: "SyncedWidgetsExtension")
        let debug = try project.settings(for: widget, configuration: "Debug")
        #expect(try debug.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["DEBUG", "WIDGET_EXTENSION"])
        // Release: the target's plain value replaces the project's (no $(inherited)).
        let release = try project.settings(for: widget, configuration: "Release")
        #expect(try release.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["WIDGET_EXTENSION"])
        #expect(try release.value("SWIFT_VERSION") == "6.0")
        #expect(try debug.value("SWIFT_VERSION") == "5.0")
    }

    @Test func substitutesVariablesAndOperators() throws {
        let project = try Fixtures.project("Synced")
        let settings = try project.settings(for: try project.target(named: "SyncedWidgetsExtension"), configuration: "Debug")
        #expect(try settings.value("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.synced.SyncedWidgetsExtension")
        #expect(try settings.value("PRODUCT_MODULE_NAME") == "SyncedWidgetsExtension")
        #expect(try settings.path("INFOPLIST_FILE") == Fixtures.root.appendingPathComponent("Synced/SyncedWidgets/Info.plist").standardizedFileURL)
    }

    /// xcconfig under the target's settings; `[sdk=iphonesimulator*]` applies, `[sdk=macosx*]` does not.
    @Test func xcconfigAndConditionalSettings() throws {
        let project = try Fixtures.project("Classic")
        let widget = try project.target(named: "WeatherWidgetExtension")
        let debug = try project.settings(for: widget, configuration: "Debug")
        #expect(try debug.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["DEBUG", "FROM_XCCONFIG", "SIMULATOR_ONLY"])
        #expect(try debug.value("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.classic.weather")
        #expect(try debug.value("SWIFT_VERSION") == "5.0")
        let release = try project.settings(for: widget, configuration: "Release")
        #expect(try release.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["FROM_XCCONFIG"])
    }

    /// A condition in an xcconfig key keeps its own `=`: `API[config=Debug] = staging` is the
    /// key `API[config=Debug]`, which applies to Debug only (it used to split at the first `=`).
    @Test func conditionalKeysInAnXcconfig() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("W.xcconfig")
        try "API = prod\nAPI[config=Debug] = staging // the staging server\nFLAGS[sdk=iphonesimulator*][arch=*] = SIM\nFLAGS[sdk=macosx*] = MAC\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let values = try XCConfigFile.settings(at: file)
        #expect(values["API"] == "prod")
        #expect(values["API[config=Debug]"] == "staging")
        let debug = BuildSettings(targetName: "T", configuration: "Debug", levels: [values])
        let release = BuildSettings(targetName: "T", configuration: "Release", levels: [values])
        #expect(try debug.value("API") == "staging")
        #expect(try release.value("API") == "prod")
        #expect(try debug.value("FLAGS") == "SIM")
    }

    static func settings(_ levels: [[String: String]]) -> BuildSettings {
        BuildSettings(targetName: "T", configuration: "Debug", levels: levels)
    }

    @Test func expansionRules() throws {
        let s = Self.settings([
            ["NAME": "My App 2", "EMPTY": ""],
            [
                "ID": "com.x.$(NAME:rfc1034identifier)", "MODULE": "$(NAME:c99extidentifier)", "FALLBACK": "$(EMPTY:default=none)",
                "DOLLAR": "a$$b", "BRACES": "${NAME:lower}", "NESTED": "$(INNER_$(WHICH))", "WHICH": "A", "INNER_A": "found",
                "UNDEFINED": "[$(NOPE)]", "QUOTED": "A \"B C\" D",
            ],
        ])
        #expect(try s.value("ID") == "com.x.My-App-2")
        #expect(try s.value("MODULE") == "My_App_2")
        #expect(try s.value("FALLBACK") == "none")
        #expect(try s.value("DOLLAR") == "a$b")
        #expect(try s.value("BRACES") == "my app 2")
        #expect(try s.value("NESTED") == "found")
        #expect(try s.value("UNDEFINED") == "[]")
        #expect(try s.list("QUOTED") == ["A", "B C", "D"])
    }

    /// Negative: `$(inherited)` at the lowest level is empty, and a value without it drops the lower one.
    @Test func inheritedOnlyWhenAsked() throws {
        let s = Self.settings([["FLAGS": "$(inherited) A"], ["FLAGS": "B"], ["OTHER": "$(inherited) C"]])
        #expect(try s.list("FLAGS") == ["B"])
        #expect(try s.list("OTHER") == ["C"])
        #expect(try Self.settings([["FLAGS": "$(inherited) A"], ["FLAGS": "$(inherited) B"]]).list("FLAGS") == ["A", "B"])
    }

    @Test func selfReferenceIsAnError() throws {
        let s = Self.settings([["A": "$(B)", "B": "$(A)"]])
        do {
            _ = try s.value("A")
            Issue.record("a cycle expanded")
        } catch XcodeProjectError.recursiveSetting(let name, let target) {
            #expect(["A", "B"].contains(name) && target == "T")
        }
    }
}

@Suite struct TargetRoleTests {
    @Test func widgetFoundByExtensionPoint() throws {
        let project = try Fixtures.project("Classic")
        let roles = try project.targets.map { try project.role(of: $0, configuration: "Debug") }
        // The share extension is an app extension too, but not a widget; LegacyWidget has no
        // Info.plist and is found by its `@main` Widget.
        #expect(roles == [.application, .widgetExtension, .otherExtension, .widgetExtension])
    }

    @Test func syncedWidgetAndApp() throws {
        let project = try Fixtures.project("Synced")
        #expect(try project.role(of: try project.target(named: "SyncedWidgetsExtension"), configuration: "Debug") == .widgetExtension)
        #expect(try project.role(of: try project.target(named: "Synced"), configuration: "Debug") == .application)
    }

    /// Negative for the heuristics: an app extension with no Info.plist whose sources have no
    /// widget entry point is not a widget.
    @Test func noPlistNoWidgetEntryIsNotAWidget() throws {
        let project = try Fixtures.project("Classic")
        let share = try project.target(named: "ShareExtension")
        let settings = try project.settings(for: share, configuration: "Debug")
        #expect(try !project.looksLikeWidget(share, settings: settings))
    }

    @Test func appGroupsAndURLSchemes() throws {
        let project = try Fixtures.project("Classic")
        let app = try project.target(named: "Classic")
        let settings = try project.settings(for: app, configuration: "Debug")
        #expect(try project.appGroups(settings: settings) == ["group.com.example.classic", "group.com.example.shared"])
        let info = try project.infoDictionary(settings: settings)
        #expect(XcodeProject.urlSchemes(info: info) == ["classicweather", "classic-debug"])
        #expect(info["CFBundleIdentifier"] as? String == "com.example.classic")
        // Info.plist values are expanded against the target's settings.
        let widget = try project.settings(for: try project.target(named: "WeatherWidgetExtension"), configuration: "Debug")
        #expect(try project.infoDictionary(settings: widget)["CFBundleExecutable"] as? String == "WeatherWidgetExtension")
    }

    @Test func unreadableEntitlementsNameTheSetting() throws {
        let s = BuildSettings(targetName: "T", configuration: "Debug", levels: [["SRCROOT": "/nonexistent", "CODE_SIGN_ENTITLEMENTS": "x.entitlements"]])
        let project = try Fixtures.project("Classic")
        #expect(throws: XcodeProjectError.unreadableSupportFile(path: "/nonexistent/x.entitlements", setting: "CODE_SIGN_ENTITLEMENTS", reason: "no such file"))
        {
            try project.appGroups(settings: s)
        }
    }
}
