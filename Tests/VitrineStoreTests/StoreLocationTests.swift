import Foundation
import Testing

@testable import VitrineStore

@Suite struct StoreLocationTests {
    let cwd = "/work/here"

    @Test func explicitHomeWins() throws {
        let location = try StoreLocation.resolve(
            home: "/srv/vitrine",
            environment: [
                "VITRINE_HOME": "/elsewhere",
                "XDG_DATA_HOME": "/xdg", "HOME": "/home/u",
            ],
            currentDirectory: cwd)
        #expect(location.databasePath == "/srv/vitrine/store.sqlite")
    }

    @Test func relativeHomeResolvesAgainstCurrentDirectory() throws {
        #expect(
            try StoreLocation.resolve(home: "state", environment: [:], currentDirectory: cwd).databasePath
                == "/work/here/state/store.sqlite")
        #expect(
            try StoreLocation.resolve(environment: ["VITRINE_HOME": "../v"], currentDirectory: cwd).databasePath
                == "/work/v/store.sqlite")
    }

    @Test func vitrineHomeBeforeXDG() throws {
        let location = try StoreLocation.resolve(
            environment: ["VITRINE_HOME": "/opt/v", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"],
            currentDirectory: cwd)
        #expect(location.directory.path == "/opt/v")
    }

    @Test func xdgDataHome() throws {
        let location = try StoreLocation.resolve(environment: ["XDG_DATA_HOME": "/xdg/data", "HOME": "/home/u"], currentDirectory: cwd)
        #expect(location.databasePath == "/xdg/data/vitrine/store.sqlite")
    }

    /// The XDG spec says relative values are invalid and must be ignored; so are empty ones.
    @Test func relativeOrEmptyXDGIsIgnored() throws {
        #expect(
            try StoreLocation.resolve(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/u"], currentDirectory: cwd)
                .databasePath == "/home/u/.local/share/vitrine/store.sqlite")
        #expect(
            try StoreLocation.resolve(
                environment: ["XDG_DATA_HOME": "", "VITRINE_HOME": "", "HOME": "/home/u"],
                currentDirectory: cwd
            ).databasePath == "/home/u/.local/share/vitrine/store.sqlite")
    }

    @Test func defaultUnderHome() throws {
        let location = try StoreLocation.resolve(environment: ["HOME": "/home/ada"], currentDirectory: cwd)
        #expect(location.directory.path == "/home/ada/.local/share/vitrine")
        #expect(location.databaseURL.lastPathComponent == "store.sqlite")
    }

    @Test func openingALocationCreatesItsDirectory() throws {
        try withTemporaryDirectory { directory in
            let location = try StoreLocation.resolve(environment: ["XDG_DATA_HOME": directory.path], currentDirectory: cwd)
            let store = try VitrineStore(location: location)
            #expect(store.path == directory.appendingPathComponent("vitrine/store.sqlite").path)
            #expect(FileManager.default.fileExists(atPath: store.path))
        }
    }
}
