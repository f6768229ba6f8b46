import Foundation
import Testing
import VitrineHost
import VitrineStore
import VitrineTestSupport
import WidgetScheduler

/// Tests that start extension processes or hosts run one at a time.
@Suite(.serialized, ProcessTestLock()) struct HostProcesses {}

/// A fresh Vitrine home in a temporary directory, removed when the test ends.
final class TemporaryHome: Sendable {
    let directory: URL
    var location: StoreLocation { StoreLocation(directory: directory) }
    var socket: String { directory.appendingPathComponent("control.sock").path }

    init() throws {
        // Short paths: a Unix socket path must fit in 108 bytes.
        directory = URL(fileURLWithPath: "/tmp/vh-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The example app's manifest, with the built executables.
    func gameManifest(
        extensionExecutable: String = Products.path("GameWidgets"), appExecutable: String? = Products.path("GameApp"),
        id: String = "com.vitrine.examples.game", schemes: [String] = ["mygame"],
        dataProtection: String? = nil
    ) throws -> URL {
        var extensionObject: [String: Any] = ["executable": extensionExecutable]
        if let dataProtection { extensionObject["dataProtection"] = dataProtection }
        var object: [String: Any] = [
            "id": id, "name": "Game", "urlSchemes": appExecutable == nil ? [] : schemes,
            "appGroups": ["group.com.vitrine.examples.game"],
            "extensions": [extensionObject],
        ]
        if let appExecutable { object["executable"] = appExecutable }
        let url = directory.appendingPathComponent("\(id).json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }

    func daemon(
        clock: any HostClock, policy: SchedulerPolicy = .widgetKit,
        environment: [String: String] = [:]
    ) throws -> HostDaemon {
        var configuration = HostConfiguration(location: location, policy: policy)
        configuration.extensionLimits.environment = environment
        return HostDaemon(configuration: configuration, store: try VitrineStore(location: location), clock: clock)
    }
}

extension HostDaemon {
    /// Installs the example app and places one widget, returning its instance id.
    func installGame(
        _ home: TemporaryHome, kind: String = "com.mygame.character-detail", family: String = "systemMedium",
        appExecutable: String? = nil, dataProtection: String? = nil
    ) async throws -> Int64 {
        let url = try home.gameManifest(appExecutable: appExecutable, dataProtection: dataProtection)
        _ = try await installApp(manifest: try AppManifest.load(from: url), manifestPath: url.path)
        return try await addWidget(appID: "com.vitrine.examples.game", kind: kind, family: family, page: 0).id
    }
}

/// PNG width and height from the IHDR chunk.
func pngSize(_ data: Data) -> (Int, Int)? {
    guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    func be(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
}
