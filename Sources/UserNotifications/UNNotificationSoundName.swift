/// The file name of a notification sound.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The file name.
    public let rawValue: String
    /// A name from its file name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name from its file name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
