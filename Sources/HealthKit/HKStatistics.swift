import Foundation

/// Statistics over the samples of one quantity type in an interval.
///
/// Queries never produce statistics on this machine (they fail first); the type exists so
/// code that reads `sumQuantity()` compiles and runs its error path.
public final class HKStatistics: NSObject, @unchecked Sendable {
    /// The type the statistics describe.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    private let sum: HKQuantity?
    private let average: HKQuantity?
    private let minimum: HKQuantity?
    private let maximum: HKQuantity?
    private let mostRecent: HKQuantity?

    init(
        quantityType: HKQuantityType, startDate: Date, endDate: Date, sum: HKQuantity? = nil, average: HKQuantity? = nil,
        minimum: HKQuantity? = nil, maximum: HKQuantity? = nil, mostRecent: HKQuantity? = nil
    ) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
        self.sum = sum
        self.average = average
        self.minimum = minimum
        self.maximum = maximum
        self.mostRecent = mostRecent
    }

    /// The sum of the samples (with `.cumulativeSum`).
    public func sumQuantity() -> HKQuantity? { sum }
    /// The average of the samples (with `.discreteAverage`).
    public func averageQuantity() -> HKQuantity? { average }
    /// The smallest sample (with `.discreteMin`).
    public func minimumQuantity() -> HKQuantity? { minimum }
    /// The largest sample (with `.discreteMax`).
    public func maximumQuantity() -> HKQuantity? { maximum }
    /// The latest sample (with `.mostRecent`).
    public func mostRecentQuantity() -> HKQuantity? { mostRecent }
}
