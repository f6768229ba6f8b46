import ControlSocket
import Foundation
import Glibc
import HostProtocol
import Testing
import VitrineTestSupport

@testable import WidgetKit

/// WidgetCenter, VitrineAppState and VitrineApp through a real socket to an in-test host.
/// Each test uses its own `HostConnection` and `WidgetCenter`, never the process's shared
/// ones, so nothing here depends on (or disturbs) a host the developer may be running.
/// Calls that connect block their thread until the host answers hello, so they run off the
/// cooperative pool (see `offPool`).
@Suite struct WidgetCenterChannelTests {
    private func center(_ connection: HostConnection) -> WidgetCenter {
        let center = WidgetCenter()
        center.transport = HostSocketTransport(connection: connection)
        return center
    }

    @Test func widgetCenterCallsReachTheHost() async throws {
        let log = RequestLog()
        try await withServer(
            log: log,
            handler: { request, _ in
                if request.message == .currentConfigurations {
                    return .widgets([
                        ConfiguredWidget(kind: "com.mygame.character-detail", family: "systemMedium"),
                        ConfiguredWidget(kind: "com.mygame.leaderboard", family: "accessoryRectangular"),
                        ConfiguredWidget(kind: "future", family: "systemHologram"),
                    ])
                }
                return .ok
            }
        ) { _, path async throws in
            let connection = HostConnection(socketPath: { path }, environment: ["VITRINE_APP_ID": "com.vitrine.examples.game"])
            defer { connection.close() }
            let center = center(connection)

            await offPool {
                center.reloadTimelines(ofKind: "com.mygame.character-detail")
                center.reloadAllTimelines()
                center.invalidateConfigurationRecommendations()
                center.invalidateRelevance(ofKind: "com.mygame.leaderboard")
            }
            let expected: [WidgetInfo] = [
                WidgetInfo(kind: "com.mygame.character-detail", family: .systemMedium),
                WidgetInfo(kind: "com.mygame.leaderboard", family: .accessoryRectangular),
            ]
            #expect(try await center.currentConfigurations() == expected)
            let viaCompletion = await withCheckedContinuation { continuation in
                center.getCurrentConfigurations { continuation.resume(returning: $0) }
            }
            #expect(try viaCompletion.get() == expected)
        }
        #expect(
            log.messages == [
                .hello(role: .app, appID: "com.vitrine.examples.game", protocolVersion: ControlProtocol.version),
                .reloadTimelines(kind: "com.mygame.character-detail"), .reloadAllTimelines,
                .invalidateConfigurationRecommendations, .invalidateRelevance(kind: "com.mygame.leaderboard"),
                .currentConfigurations, .currentConfigurations,
            ])
        // One connection for everything, from this process.
        #expect(Set(log.all.map(\.peer.connectionID)).count == 1)
        #expect(log.all.allSatisfy { $0.peer.processID == getpid() })
    }

    @Test func reloadsDoNotWaitForTheHost() async throws {
        let release = DispatchSemaphore(value: 0)
        let log = RequestLog()
        try await withServer(
            log: log,
            handler: { request, _ in
                if case .reloadTimelines = request.message {
                    // A host slow to decide must not hold up the app.
                    await withCheckedContinuation { continuation in
                        DispatchQueue.global().async {
                            _ = release.wait(timeout: .now() + 5); continuation.resume()
                        }
                    }
                }
                return .ok
            }
        ) { _, path async throws in
            let connection = HostConnection(socketPath: { path }, environment: [:])
            defer { connection.close() }
            let center = center(connection)
            let elapsed = await offPool {
                center.reloadAllTimelines()  // connects
                let start = Date()
                for _ in 0..<5 { center.reloadTimelines(ofKind: "slow") }
                return Date().timeIntervalSince(start)
            }
            // Far below the 25 s the five answers take: the sends did not wait for them.
            #expect(elapsed < 4)
            for _ in 0..<5 { release.signal() }
            #expect(await log.wait { $0.filter { $0 == .reloadTimelines(kind: "slow") }.count == 5 })
        }
    }

    @Test func refusalsAndMissingHostAreReported() async throws {
        try await withServer(handler: { request, _ in
            request.message == .currentConfigurations ? .error(ControlError(.permissionDenied, "not your widgets")) : .ok
        }) { _, path async throws in
            let center = center(HostConnection(socketPath: { path }, environment: [:]))
            await #expect(throws: WidgetCenterError.refused(request: "getCurrentConfigurations", reason: "permissionDenied: not your widgets")) {
                try await center.currentConfigurations()
            }
        }

        let nowhere = makeTemporaryDirectory().appendingPathComponent("control.sock").path
        let lonely = center(HostConnection(socketPath: { nowhere }, environment: [:]))
        await #expect(throws: WidgetCenterError.noHost(request: "getCurrentConfigurations")) {
            try await lonely.currentConfigurations()
        }
        lonely.reloadAllTimelines()  // prints the error and returns at once

        try await withServer(handler: { request, _ in
            if case .hello = request.message { return .error(ControlError(.unknownApp, "no installed app runs /x")) }
            return .ok
        }) { _, path async throws in
            let stranger = center(HostConnection(socketPath: { path }, environment: [:]))
            await #expect(throws: WidgetCenterError.refused(request: "getCurrentConfigurations", reason: "unknownApp: no installed app runs /x")) {
                try await stranger.currentConfigurations()
            }
        }
    }

    @Test func appStateAndTapsTravelBothWays() async throws {
        let log = RequestLog()
        let tapsWanted = PeerBox()
        try await withServer(
            log: log,
            handler: { request, peer in
                if request.message == .registerURLHandler { tapsWanted.set(peer) }
                return .ok
            }
        ) { _, path async throws in
            let connection = HostConnection(socketPath: { path }, environment: [:])
            defer { connection.close() }
            let opened = Locked<[String]>([])
            let activities = Locked<[VitrineWidgetActivity]>([])
            await offPool {
                connection.updateAppState { $0.foreground = true }
                connection.updateAppState { $0.audioSession = true }
                connection.updateAppState { $0.audioSession = true }  // no change, not sent
                connection.addURLHandler { url in opened.withLock { $0.append(url.absoluteString) } }
                connection.addActivityHandler(type: "com.mygame.character-detail") { activity in activities.withLock { $0.append(activity) } }
                connection.addActivityHandler(type: "other-kind") { _ in Issue.record("delivered to a handler of another kind") }
            }
            #expect(connection.appState == HostConnection.AppState(foreground: true, audioSession: true, navigationSession: false))

            #expect(await log.wait { $0.contains(.registerURLHandler) })
            let peer = try #require(tapsWanted.peer)
            peer.push(.openURL(url: "mygame://character/panda"))
            peer.push(.userActivity(kind: "com.mygame.character-detail", family: "systemSmall"))
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, opened.withLock({ $0.isEmpty }) || activities.withLock({ $0.isEmpty }) {
                try await Task.sleep(for: .milliseconds(5))
            }
            #expect(opened.withLock { $0 } == ["mygame://character/panda"])
            #expect(activities.withLock { $0 } == [VitrineWidgetActivity(kind: "com.mygame.character-detail", family: .systemSmall)])
        }
        #expect(
            Array(log.messages.dropFirst()) == [
                .appState(foreground: true, audioSession: false, navigationSession: false),
                .appState(foreground: true, audioSession: true, navigationSession: false),
                .registerURLHandler,
            ])
    }

    @Test func aRestartedHostLearnsTheAppStateAgain() async throws {
        let path = makeTemporaryDirectory().appendingPathComponent("control.sock").path
        let firstLog = RequestLog()
        let first = ControlServer(socketPath: path) { request, peer in
            firstLog.append(request, peer); return .ok
        }
        try first.start()
        let connection = HostConnection(socketPath: { path }, environment: [:])
        defer { connection.close() }
        await offPool {
            connection.updateAppState { $0.foreground = true }
            connection.addURLHandler { _ in }
        }
        #expect(await firstLog.wait { $0.contains(.registerURLHandler) })
        await first.stop()

        // The host comes back: the app reconnects by itself and repeats what the host must know.
        let secondLog = RequestLog()
        let second = ControlServer(socketPath: path) { request, peer in
            secondLog.append(request, peer); return .ok
        }
        try second.start()
        #expect(await secondLog.wait(timeout: 10) { $0.contains(.registerURLHandler) })
        #expect(
            Array(secondLog.messages.dropFirst().prefix(2)) == [
                .appState(foreground: true, audioSession: false, navigationSession: false), .registerURLHandler,
            ])
        let center = center(connection)
        await offPool { center.reloadTimelines(ofKind: "after-restart") }
        #expect(await secondLog.wait { $0.last == .reloadTimelines(kind: "after-restart") })
        await second.stop()
    }
}
