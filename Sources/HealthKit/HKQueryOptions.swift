/// How a date predicate treats samples that straddle its bounds.
public struct HKQueryOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The sample must start at or after the start date.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// The sample must end at or before the end date.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}
