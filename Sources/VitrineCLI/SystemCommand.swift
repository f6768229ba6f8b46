import ArgumentParser
import Foundation
import HostProtocol

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
        _ = try parsed()
    }

    /// The change, read by the one parser the host and scenarios share.
    func parsed() throws -> SystemChange {
        guard let name = change.first else { throw ValidationError("name a change: \(SystemChange.names.joined(separator: ", "))") }
        guard change.count <= 2 else { throw ValidationError("\(name) takes at most one value") }
        do {
            return try SystemChange(name: name, value: change.count == 2 ? change[1] : nil)
        } catch let error as SystemChangeError {
            throw ValidationError(error.message)
        }
    }

    func run() async throws {
        guard let result = host.runningHost(.system(try parsed())) else {
            throw ValidationError("no running host (start one with `vitrine serve`)")
        }
        if let error = result.error { throw ValidationError("\(error)") }
        print("ok: see `vitrine log` for what the host did")
    }
}
