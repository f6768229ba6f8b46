/// Names a category type, with Apple's raw strings.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// Apple's string for the type, such as `HKCategoryTypeIdentifierSleepAnalysis`.
    public let rawValue: String

    /// An identifier from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An identifier from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Time in bed and asleep (values from ``HKCategoryValueSleepAnalysis``).
    public static let sleepAnalysis = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierSleepAnalysis")
    /// Minutes of mindfulness.
    public static let mindfulSession = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierMindfulSession")
    /// Hours in which the user stood.
    public static let appleStandHour = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierAppleStandHour")
}
