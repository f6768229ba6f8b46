import Foundation
import SwiftUI

/// The extension executable's command line (kept dependency-free: widget authors link it).
enum ExtensionCommand: Equatable {
    case list
    case help
    case dump(DumpOptions)
    /// Run directly with Xcode's `_XCWidget*` variables: preview (PNGs) through `vitrine`.
    case xcodeRun(DumpOptions)

    enum View: String, CaseIterable, Equatable { case placeholder, snapshot, timeline }

    struct DumpOptions: Equatable {
        var kind: String?
        var family: WidgetFamily?
        var views: [View] = View.allCases
        var colorScheme: ColorScheme = .light
        var localeIdentifier = "en_US"
        var timeZoneIdentifier = "UTC"
        var jsonDirectory: String?
        var relativeDates = false
        var timeout: TimeInterval = 30
        var isPreview = false
        /// Dump the `#Preview`s' entries instead of the providers'.
        var previews = false
        /// `--set name=value`: configuration values for a configurable widget, as typed.
        var settings: [(name: String, text: String)] = []

        static func == (lhs: DumpOptions, rhs: DumpOptions) -> Bool {
            lhs.kind == rhs.kind && lhs.family == rhs.family && lhs.views == rhs.views && lhs.colorScheme == rhs.colorScheme
                && lhs.localeIdentifier == rhs.localeIdentifier && lhs.timeZoneIdentifier == rhs.timeZoneIdentifier
                && lhs.jsonDirectory == rhs.jsonDirectory && lhs.relativeDates == rhs.relativeDates && lhs.timeout == rhs.timeout
                && lhs.isPreview == rhs.isPreview && lhs.previews == rhs.previews
                && lhs.settings.map(\.name) == rhs.settings.map(\.name) && lhs.settings.map(\.text) == rhs.settings.map(\.text)
        }
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        usage: <extension> [list]
               <extension> dump [--kind KIND] [--family FAMILY] [--view placeholder|snapshot|timeline]
                                [--color-scheme light|dark] [--locale ID] [--time-zone ID] [--preview]
                                [--json DIR] [--relative-dates] [--timeout SECONDS] [--previews]
                                [--set NAME=VALUE]...

        dump asks the widget providers for entries and prints each entry's view archive;
        with --previews it prints the entries of the #Preview declarations instead.
        --set configures a configurable widget (repeat it; list values are comma-separated;
        a dynamic parameter takes an option's identifier or title).
        Families: systemSmall (small), systemMedium (medium), systemLarge (large),
        systemExtraLarge (extralarge), accessoryCircular, accessoryRectangular, accessoryInline.
        Xcode's variables select the same way: _XCWidgetKind, _XCWidgetFamily, _XCWidgetDefaultView.
        """

    static func parse(_ arguments: [String], environment: [String: String]) throws -> ExtensionCommand {
        var options = DumpOptions()
        var fromEnvironment = false
        if let kind = environment["_XCWidgetKind"], !kind.isEmpty { options.kind = kind; fromEnvironment = true }
        if let family = environment["_XCWidgetFamily"], !family.isEmpty {
            guard let f = WidgetFamily(name: family) else { throw UsageError(description: "unknown _XCWidgetFamily \"\(family)\"") }
            options.family = f
            fromEnvironment = true
        }
        if let view = environment["_XCWidgetDefaultView"], !view.isEmpty {
            // Xcode's "info" view describes the widgets.
            if view.lowercased() == "info" { return .list }
            guard let v = View(rawValue: view.lowercased()) else {
                throw UsageError(description: "unknown _XCWidgetDefaultView \"\(view)\" (placeholder, snapshot, timeline or info)")
            }
            options.views = [v]
            fromEnvironment = true
        }

        var rest = arguments[...]
        guard let first = rest.popFirst() else { return fromEnvironment ? .xcodeRun(options) : .list }
        switch first {
        case "list": return .list
        case "help", "--help", "-h": return .help
        case "dump": break
        default: throw UsageError(description: "unknown command \"\(first)\"")
        }
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else { throw UsageError(description: "\(flag) needs a value") }
            return v
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--kind": options.kind = try value(flag)
            case "--family":
                let name = try value(flag)
                guard let f = WidgetFamily(name: name) else { throw UsageError(description: "unknown family \"\(name)\"") }
                options.family = f
            case "--view":
                let name = try value(flag)
                guard let v = View(rawValue: name) else { throw UsageError(description: "unknown view \"\(name)\" (placeholder, snapshot or timeline)") }
                options.views = [v]
            case "--color-scheme":
                switch try value(flag) {
                case "light": options.colorScheme = .light
                case "dark": options.colorScheme = .dark
                case let other: throw UsageError(description: "unknown color scheme \"\(other)\"")
                }
            case "--locale": options.localeIdentifier = try value(flag)
            case "--time-zone":
                let id = try value(flag)
                guard TimeZone(identifier: id) != nil else { throw UsageError(description: "unknown time zone \"\(id)\"") }
                options.timeZoneIdentifier = id
            case "--json": options.jsonDirectory = try value(flag)
            case "--relative-dates": options.relativeDates = true
            case "--preview": options.isPreview = true
            case "--previews": options.previews = true
            case "--set":
                let setting = try value(flag)
                guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
                    throw UsageError(description: "--set takes NAME=VALUE, not \"\(setting)\"")
                }
                options.settings.append((String(setting[..<equals]), String(setting[setting.index(after: equals)...])))
            case "--timeout":
                let text = try value(flag)
                guard let t = TimeInterval(text), t > 0 else { throw UsageError(description: "--timeout needs a positive number of seconds") }
                options.timeout = t
            default: throw UsageError(description: "unknown option \"\(flag)\"")
            }
        }
        return .dump(options)
    }
}
