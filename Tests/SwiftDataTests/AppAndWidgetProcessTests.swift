import Foundation
import HostProtocol
import Testing
import VitrineTestSupport

/// The app and its widget as two processes, as on a device: `SwiftDataTrips write` saves trips
/// with `ModelConfiguration(groupContainer: .identifier("group.vitrine.trips"))`, then
/// `SwiftDataTrips read` fetches the widget's trips (#Predicate, SortDescriptor, fetchLimit)
/// from the same App Group, located through the grants the host passes (`VITRINE_APP_GROUPS`).
@Suite(.timeLimit(.minutes(2)), ProcessTestLock()) struct AppAndWidgetProcessTests {
    func runTrips(_ budgets: [String] = []) async throws -> (write: ProductRun, read: ProductRun, store: URL) {
        let container = try scratch().appendingPathComponent("group.vitrine.trips", isDirectory: true)
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let environment = [AppGroupGrants.environmentKey: AppGroupGrants.encode(["group.vitrine.trips": container.path])]
        let write = try await ProductRun.run("SwiftDataTrips", ["write"] + budgets, environment: environment)
        let read = try await ProductRun.run("SwiftDataTrips", ["read"], environment: environment)
        return (write, read, container.appendingPathComponent("Library/Application Support/default.store"))
    }

    @Test func theWidgetProcessReadsWhatTheAppProcessSaved() async throws {
        let (write, read, store) = try await runTrips()
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        #expect(write.lines == ["saved 5 trips to \(store.path)"])
        #expect(FileManager.default.fileExists(atPath: store.path))
        #expect(read.status == 0, "\(read.stdout)\(read.stderr)")
        // Favourites over 500, soonest first, two of them; Kyoto's stops came through its relationship.
        #expect(read.lines == ["Kyoto|Japan|2400|temples|Fushimi Inari, Gion", "Lisbon|Portugal|900|-|"])
    }

    @Test func oneChangedValueChangesWhatTheWidgetShows() async throws {
        // Rome's budget over 500 brings it (day 20) between Kyoto (day 10) and Lisbon (day 30).
        let (_, read, _) = try await runTrips(["Rome=800"])
        #expect(read.lines == ["Kyoto|Japan|2400|temples|Fushimi Inari, Gion", "Rome|Italy|800|-|"])
    }

    /// The texts of the extension's timeline entry, as its `dump` command prints the archive.
    func widgetTexts(_ budgets: [String] = []) async throws -> [String] {
        let container = try scratch().appendingPathComponent("group.vitrine.trips", isDirectory: true)
        let environment = [AppGroupGrants.environmentKey: AppGroupGrants.encode(["group.vitrine.trips": container.path])]
        let write = try await ProductRun.run("SwiftDataTrips", ["write"] + budgets, environment: environment)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let dump = try await ProductRun.run(
            "SwiftDataTrips", ["dump", "--kind", "com.vitrine.trips.next", "--family", "small", "--view", "timeline"], environment: environment)
        #expect(dump.status == 0, "\(dump.stdout)\(dump.stderr)")
        #expect(!dump.stdout.contains("warning"), "\(dump.stdout)")
        return dump.lines.compactMap { line in
            guard let start = line.range(of: "Text \""), let end = line.range(of: "\"{", range: start.upperBound..<line.endIndex) else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
    }

    @Test func theWidgetExtensionDrawsTheTripsTheAppSaved() async throws {
        #expect(try await widgetTexts() == ["Next trips", "Kyoto, Japan", "Lisbon, Portugal"])
        #expect(try await widgetTexts(["Rome=800"]) == ["Next trips", "Kyoto, Japan", "Rome, Italy"])
        #expect(try await widgetTexts(["Kyoto=100", "Lisbon=100", "Quebec=100"]) == ["Next trips", "No trips planned"])
    }

    /// `vitrine preview` launches the extension with the group seeded from the app's container:
    /// the drawn timeline entry changes with the store (were the store unread, both images would
    /// be the provider's same fallback).
    @Test func vitrinePreviewDrawsTheStore() async throws {
        func preview(_ budgets: [String]) async throws -> Data {
            let seed = try scratch().appendingPathComponent("seed", isDirectory: true)
            let environment = [AppGroupGrants.environmentKey: AppGroupGrants.encode(["group.vitrine.trips": seed.path])]
            _ = try await ProductRun.run("SwiftDataTrips", ["write"] + budgets, environment: environment)
            let out = try scratch()
            let result = try await ProductRun.run(
                "vitrine",
                [
                    "preview", "--extension", Products.path("SwiftDataTrips"), "--kind", "com.vitrine.trips.next", "--family", "small",
                    "--color-scheme", "light", "--view", "timeline", "--no-previews", "--app-group-data",
                    "group.vitrine.trips=\(seed.path)", "-o", out.path,
                ])
            #expect(result.status == 0, "\(result.stderr)")
            let folder = out.appendingPathComponent("com.vitrine.trips.next")
            let image = try #require(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("systemSmall-light-timeline-0-") })
            return try Data(contentsOf: folder.appendingPathComponent(image))
        }
        let kyotoLisbon = try await preview([])
        let kyotoRome = try await preview(["Rome=800"])
        #expect(kyotoLisbon.count > 1000)
        #expect(kyotoLisbon != kyotoRome)
    }

    @Test func aWidgetWithoutTheGroupIsToldSo() async throws {
        let read = try await ProductRun.run("SwiftDataTrips", ["read"], environment: [AppGroupGrants.environmentKey: "{}"])
        #expect(read.status == 1)
        #expect(read.stdout.contains("App Group group.vitrine.trips has no container in this process"))
    }
}
