import Dispatch
import Foundation

/// The link to a paired Apple Watch, behaving as on a device that cannot pair with one (an
/// iPad, for example): ``isSupported()`` is `false`; ``activate()`` leaves the session
/// `.notActivated`; sends fail with `WCError(.sessionNotSupported)`.
public final class WCSession: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedDelegate: (any WCSessionDelegate)?

    private override init() {
        super.init()
    }

    /// Whether this device supports Watch Connectivity: always `false` here.
    public class func isSupported() -> Bool { false }

    /// The one session of the process.
    public static let `default` = WCSession()

    /// Receives the session's events; none arrive here.
    public weak var delegate: (any WCSessionDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Activates the session: on an unsupported device it stays `.notActivated` and the delegate hears nothing.
    public func activate() {}

    /// The session's state: always `.notActivated`.
    public var activationState: WCSessionActivationState { .notActivated }
    /// Whether a watch is paired: `false`.
    public var isPaired: Bool { false }
    /// Whether the watch app is installed: `false`.
    public var isWatchAppInstalled: Bool { false }
    /// Whether the app's complication is on the watch face: `false`.
    public var isComplicationEnabled: Bool { false }
    /// Whether the counterpart can be reached now: `false`.
    public var isReachable: Bool { false }
    /// Complication transfers left today: `0`.
    public var remainingComplicationUserInfoTransfers: Int { 0 }
    /// The last application context sent: empty.
    public var applicationContext: [String: Any] { [:] }
    /// The last application context received: empty.
    public var receivedApplicationContext: [String: Any] { [:] }

    /// Sends an application context: throws `WCError(.sessionNotSupported)`.
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw WCError(.sessionNotSupported)
    }

    /// Sends a message: `errorHandler` gets `WCError(.sessionNotSupported)` on a background queue.
    public func sendMessage(
        _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: (@Sendable (any Error) -> Void)? = nil
    ) {
        guard let errorHandler else { return }
        DispatchQueue.global().async { errorHandler(WCError(.sessionNotSupported)) }
    }

    /// Sends data: `errorHandler` gets `WCError(.sessionNotSupported)` on a background queue.
    public func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: (@Sendable (any Error) -> Void)? = nil) {
        guard let errorHandler else { return }
        DispatchQueue.global().async { errorHandler(WCError(.sessionNotSupported)) }
    }
}
