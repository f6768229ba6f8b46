import Foundation

/// Receives a session's events. On this machine no event ever arrives: the device has no
/// watch. Every method except the activation callback has a default that does nothing.
public protocol WCSessionDelegate: NSObjectProtocol {
    /// Activation finished, with its state or an error.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session became inactive (iOS, when the user switches watches).
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session was deactivated (iOS); activate it again for the new watch.
    func sessionDidDeactivate(_ session: WCSession)
    /// The counterpart became reachable or unreachable.
    func sessionReachabilityDidChange(_ session: WCSession)
    /// The paired watch's state changed (iOS).
    func sessionWatchStateDidChange(_ session: WCSession)
    /// A message arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// A message that expects a reply arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    /// A new application context arrived.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// A user-info transfer arrived.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
}

extension WCSessionDelegate {
    /// Does nothing.
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    /// Does nothing.
    public func sessionDidDeactivate(_ session: WCSession) {}
    /// Does nothing.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// Does nothing.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}
