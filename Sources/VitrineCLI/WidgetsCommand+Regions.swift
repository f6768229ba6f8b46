import ArgumentParser
import Foundation
import HostProtocol

extension WidgetsCommand {
    /// `vitrine widgets regions ID [--json]`: where a tap does something on the entry a widget
    /// shows, the same hit-testing `tap` uses.
    struct Regions: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List a widget's tappable regions on the running host: its Links and its App Intent buttons and toggles, in points, in paint order."
        )

        @OptionGroup var host: HostOptions
        @Argument(help: "The instance id.") var id: Int64
        @Flag(help: "Print {\"links\": […], \"controls\": […]} as JSON.") var json = false

        /// Both lists in one JSON object.
        struct Listing: Codable {
            var links: [LinkArea]
            var controls: [ControlArea]
        }

        func run() async throws {
            let links: [LinkArea]
            switch host.runningHost(.links(instance: id)) {
            case .links(let areas): links = areas
            case .error(let error): throw ValidationError("\(error)")
            default: throw ValidationError("no running host (start one with `vitrine serve`)")
            }
            let controls: [ControlArea]
            switch host.runningHost(.controls(instance: id)) {
            case .controls(let areas): controls = areas
            case .error(let error): throw ValidationError("\(error)")
            default: throw ValidationError("the running host does not list controls (an older `vitrine serve`?)")
            }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(Listing(links: links, controls: controls)), as: UTF8.self))
                return
            }
            func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
                "at \(num(x)),\(num(y)) size \(num(width))×\(num(height))"
            }
            for link in links { print("link \(link.url) \(box(link.x, link.y, link.width, link.height))") }
            for control in controls {
                let state = control.isOn.map { $0 ? " (on)" : " (off)" } ?? ""
                let opens = control.opensApp ? " opens the app" : ""
                print("\(control.kind) \(control.intent)\(state)\(opens) \(box(control.x, control.y, control.width, control.height))")
            }
            if links.isEmpty && controls.isEmpty { print("no links or controls") }
        }

        private func num(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
    }
}
