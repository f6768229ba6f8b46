import Foundation
import Testing
import WatchConnectivity

/// Watch Connectivity as an app's widget-side sync code calls it, on a machine that behaves
/// like a device that cannot pair with a watch.
@Suite(.timeLimit(.minutes(1))) struct WatchSyncTests {
    /// A sync helper written as real ones are: activate only where supported, else say so.
    final class WatchSync: NSObject, WCSessionDelegate, @unchecked Sendable {
        private(set) var status = "starting"
        private(set) var activations = 0

        func start() {
            guard WCSession.isSupported() else {
                status = "No Apple Watch"
                return
            }
            WCSession.default.delegate = self
            WCSession.default.activate()
            status = "activating"
        }

        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
            activations += 1
            status = activationState == .activated ? "Connected" : "Not connected"
        }
    }

    @Test func supportCheckSendsTheHelperToItsFallback() {
        let sync = WatchSync()
        sync.start()
        #expect(WCSession.isSupported() == false)
        #expect(sync.status == "No Apple Watch")
    }

    @Test func activatingAnywayLeavesTheSessionNotActivated() async throws {
        let sync = WatchSync()
        let session = WCSession.default
        session.delegate = sync
        session.activate()
        // Give a callback that should not come the chance to arrive.
        try await Task.sleep(for: .milliseconds(100))
        #expect(session.activationState == .notActivated)
        #expect(sync.activations == 0)
        #expect(!session.isPaired && !session.isReachable && !session.isWatchAppInstalled)
        #expect(session.receivedApplicationContext.isEmpty)
    }

    @Test func sendingFailsWithSessionNotSupported() async {
        let session = WCSession.default
        let error: any Error = await withCheckedContinuation { continuation in
            session.sendMessage(["refresh": true], replyHandler: nil) { error in continuation.resume(returning: error) }
        }
        #expect((error as? WCError)?.code == .sessionNotSupported)
        #expect((error as NSError).domain == "WCErrorDomain")
        #expect((error as NSError).code == 7002)

        var fellBack = false
        do {
            try session.updateApplicationContext(["steps": 8000])
        } catch WCError.sessionNotSupported {
            fellBack = true
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(fellBack)
    }
}
