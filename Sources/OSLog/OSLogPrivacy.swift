/// Whether an interpolated value appears in a log message or is redacted.
///
/// Under ``auto`` numbers and Booleans are shown and strings and objects are redacted as
/// `<private>`, as Apple does. Setting `VITRINE_LOG_PRIVATE=1` in the extension's environment
/// shows redacted values, for development only.
public struct OSLogPrivacy: Equatable, Hashable, Sendable {
    /// How a redacted value is displayed.
    public enum Mask: Equatable, Hashable, Sendable {
        /// The value becomes a hash of itself, so equal hidden values can be matched up.
        case hash
        /// The value becomes the generic `<private>`.
        case none
    }

    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }

    let kind: Kind
    let mask: Mask

    /// Redact or show by the value's type: numbers and Booleans shown, the rest redacted.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Always show the value.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Always redact the value.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Always redact the value; it holds sensitive information (shown like ``private``).
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// The type-based rule of ``auto``, with redacted values shown through `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// Always redact, shown through `mask` (`.hash` lets equal values be matched up).
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Always redact sensitive information, shown through `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// Whether a value of a kind that is public by default (`isPublicByDefault`) is redacted.
    func redacts(publicByDefault: Bool) -> Bool {
        switch kind {
        case .public: return false
        case .private, .sensitive: return true
        case .auto: return !publicByDefault
        }
    }
}
