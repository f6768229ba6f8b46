import Foundation

@testable import VitrineStore

/// Runs `body` with a fresh directory that is deleted afterwards, whatever happens.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("vitrine-store-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes a file with the executable bit set, as an installed app's binary would be.
@discardableResult
func makeExecutable(_ directory: URL, _ name: String, mode: Int = 0o755) throws -> String {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#!/bin/sh\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    return url.standardizedFileURL.path
}

func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

/// The example game app: one app, one widget extension with two kinds.
struct GameFixture {
    static let appID = "com.vitrine.examples.game"
    static let extensionID = "com.vitrine.examples.game.GameWidgets"

    let directory: URL
    let manifestPath: String
    let manifest: AppManifest
    let store: VitrineStore

    init(directory: URL, storeName: String = "store.sqlite") throws {
        self.directory = directory
        try makeExecutable(directory, "bin/GameApp")
        try makeExecutable(directory, "bin/GameWidgets")
        manifestPath = directory.appendingPathComponent("game.json").path
        try Data(
            """
            {
              "id": "com.vitrine.examples.game",
              "name": "Game",
              "executable": "bin/GameApp",
              "urlSchemes": ["gamewidgets"],
              "appGroups": ["group.com.vitrine.examples.game"],
              "extensions": [{ "executable": "bin/GameWidgets" }]
            }
            """.utf8
        ).write(to: URL(fileURLWithPath: manifestPath))
        manifest = try AppManifest.load(from: URL(fileURLWithPath: manifestPath))
        store = try VitrineStore(path: directory.appendingPathComponent(storeName).path)
    }

    static func kinds(leaderboardFamilies: [String] = ["systemMedium", "systemLarge"], withLeaderboard: Bool = true)
        -> [String: [WidgetKindRecord]]
    {
        var list = [
            WidgetKindRecord(
                kind: "GameStatus", displayName: "Game Status", description: "Your current game.",
                supportedFamilies: ["systemSmall", "systemMedium"])
        ]
        if withLeaderboard {
            list.append(
                WidgetKindRecord(
                    kind: "Leaderboard", displayName: "Leaderboard", description: "Top players.",
                    supportedFamilies: leaderboardFamilies, configurationKind: "intent:LeaderboardIntent",
                    contentMarginsDisabled: true))
        }
        return [extensionID: list]
    }

    @discardableResult
    func install(_ kinds: [String: [WidgetKindRecord]] = GameFixture.kinds(), now: Date = Date()) throws -> InstallResult {
        try store.installApp(manifest: manifest, manifestPath: manifestPath, kinds: kinds, now: now)
    }
}

/// A second app, to check that operations leave other apps alone.
func installOtherApp(
    _ store: VitrineStore, in directory: URL, id: String = "org.example.weather",
    schemes: [String] = ["weather"]
) throws -> AppManifest {
    let executable = try makeExecutable(directory, "\(id)/Weather")
    let widgets = try makeExecutable(directory, "\(id)/WeatherWidgets")
    let manifest = AppManifest(
        id: id, name: "Weather", executable: executable, urlSchemes: schemes,
        extensions: [ExtensionManifest(id: id + ".WeatherWidgets", executable: widgets)])
    try store.installApp(
        manifest: manifest, manifestPath: directory.appendingPathComponent("\(id).json").path,
        kinds: [
            id + ".WeatherWidgets": [
                WidgetKindRecord(
                    kind: "Forecast", displayName: "Forecast",
                    description: "", supportedFamilies: ["systemSmall"])
            ]
        ])
    return manifest
}

func archive(_ text: String) -> Data { Data("{\"text\":\"\(text)\"}".utf8) }
