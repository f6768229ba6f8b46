import ArgumentParser
import Foundation

/// `vitrine system …`: tells the running host what the system would: appearance, locale,
/// accessibility and location changes, which home screen pages are on screen, and whether the
/// device is locked. Each goes through the budget engine like the real event (locking redacts
/// and refuses taps), and shows in the flight record.
struct SystemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "system",
        abstract: "Report a system change to the running host (appearance, locale, accessibility, location, visible pages, lock)."
    )

    @OptionGroup var host: HostOptions

    @Argument(help: "appearance light|dark, locale IDENTIFIER, accessibility, location, visible-pages LIST|all (e.g. 0,2), or lock on|off.")
    var change: [String]

    func validate() throws {
        guard let name = change.first else { throw ValidationError("name a change: appearance, locale, accessibility, location, visible-pages, lock") }
        switch name {
        case "appearance":
            guard change.count == 2, ["light", "dark"].contains(change[1]) else { throw ValidationError("appearance takes light or dark") }
        case "locale":
            guard change.count == 2, !change[1].isEmpty else { throw ValidationError("locale takes an identifier, e.g. ru_RU") }
        case "accessibility", "location":
            guard change.count == 1 else { throw ValidationError("\(name) takes no value") }
        case "visible-pages":
            guard change.count == 2, change[1] == "all" || change[1].split(separator: ",").allSatisfy({ Int($0).map { $0 >= 0 } ?? false })
            else { throw ValidationError("visible-pages takes a comma-separated list of pages, or all") }
        case "lock":
            guard change.count == 2, ["on", "off"].contains(change[1]) else { throw ValidationError("lock takes on or off") }
        default:
            throw ValidationError("unknown change \(name) (appearance, locale, accessibility, location, visible-pages, lock)")
        }
    }

    func run() async throws {
        var arguments: [String: String] = [:]
        switch change[0] {
        case "appearance", "locale", "lock": arguments["value"] = change[1]
        case "visible-pages": if change[1] != "all" { arguments["pages"] = change[1] }
        default: break
        }
        guard let result = host.runningHost(change[0], arguments) else {
            throw ValidationError("no running host (start one with `vitrine serve`)")
        }
        if let error = result.error { throw ValidationError("\(error)") }
        print("ok: see `vitrine log` for what the host did")
    }
}
