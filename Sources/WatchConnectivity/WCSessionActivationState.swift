/// Whether a session is ready to talk to the counterpart app, with Apple's raw values.
public enum WCSessionActivationState: Int, Sendable, Hashable {
    /// Not activated; nothing can be sent.
    case notActivated = 0
    /// Was active, and is finishing the delivery of received data.
    case inactive = 1
    /// Active; data can be sent.
    case activated = 2
}
