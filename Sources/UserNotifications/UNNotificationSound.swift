import Foundation

/// A sound to play with a notification.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name, or `nil` for the system sound.
    public let name: String?

    init(name: String?) {
        self.name = name
    }

    /// The system's default notification sound.
    public static let `default` = UNNotificationSound(name: nil)

    /// A sound from a file in the app's bundle.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }
}
