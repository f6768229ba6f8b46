import Foundation

/// Computes statistics (sum, average, …) over the samples of one quantity type.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    /// The statistics asked for.
    public let options: HKStatisticsOptions
    private let completionHandler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// A query whose `handler` receives the statistics or an error.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler handler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        self.options = options
        self.completionHandler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(_ error: any Error) {
        completionHandler(self, nil, error)
    }
}
