import Foundation

/// Computes statistics for consecutive intervals (for example steps per day for a week chart).
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// The statistics asked for.
    public let options: HKStatisticsOptions
    /// The date the intervals are aligned to.
    public let anchorDate: Date
    /// The length of each interval.
    public let intervalComponents: DateComponents
    private let lock = NSLock()
    private var initialHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    private var updateHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// A query for statistics per interval; set ``initialResultsHandler`` before executing it.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [], anchorDate: Date,
        intervalComponents: DateComponents
    ) {
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    /// Receives the first results, or the error.
    public var initialResultsHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)? {
        get { lock.withLock { initialHandler } }
        set { lock.withLock { initialHandler = newValue } }
    }

    /// Receives later updates; with no data source it is never called with results.
    public var statisticsUpdateHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
    {
        get { lock.withLock { updateHandler } }
        set { lock.withLock { updateHandler = newValue } }
    }

    override func deliver(_ error: any Error) {
        // Apple reports an error to the initial results handler; the update handler gets it only when no initial one is set.
        if let initial = initialResultsHandler {
            initial(self, nil, error)
        } else if let update = statisticsUpdateHandler {
            update(self, nil, nil, error)
        }
    }
}
