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

    @Test func aWidgetWithoutTheGroupIsToldSo() async throws {
        let read = try await ProductRun.run("SwiftDataTrips", ["read"], environment: [AppGroupGrants.environmentKey: "{}"])
        #expect(read.status == 1)
        #expect(read.stdout.contains("App Group group.vitrine.trips has no container in this process"))
    }
}
