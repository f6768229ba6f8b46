/// Which statistics a statistics query computes.
public struct HKStatisticsOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep each source's statistics apart.
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    /// The average, for discrete types such as heart rate.
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    /// The minimum, for discrete types.
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    /// The maximum, for discrete types.
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    /// The sum, for cumulative types such as steps.
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    /// The latest value.
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    /// The time the samples cover.
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}
