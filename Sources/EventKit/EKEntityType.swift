/// Events or reminders, with Apple's raw values.
public enum EKEntityType: UInt, Sendable, Hashable {
    /// Calendar events.
    case event = 0
    /// Reminders.
    case reminder = 1
}
