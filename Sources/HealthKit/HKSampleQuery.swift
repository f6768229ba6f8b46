import Foundation

/// Reads samples of one type, optionally limited and sorted.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// The most samples to return (``HKObjectQueryNoLimit`` for all).
    public let limit: Int
    /// The order of the results.
    public let sortDescriptors: [NSSortDescriptor]?
    private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// A query whose `resultsHandler` receives the samples or an error.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(_ error: any Error) {
        resultsHandler(self, nil, error)
    }
}

/// A query limit meaning "every matching sample".
public let HKObjectQueryNoLimit = 0

/// Sort samples by start date: `NSSortDescriptor(key: HKSampleSortIdentifierStartDate, …)` on Apple platforms.
public let HKSampleSortIdentifierStartDate = "startDate"

/// Sort samples by end date.
public let HKSampleSortIdentifierEndDate = "endDate"
