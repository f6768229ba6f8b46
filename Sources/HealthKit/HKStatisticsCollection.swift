import Foundation

/// Statistics for consecutive intervals, as an ``HKStatisticsCollectionQuery`` produces them.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
    private let all: [HKStatistics]

    init(statistics: [HKStatistics]) {
        self.all = statistics
    }

    /// Every interval's statistics, oldest first.
    public func statistics() -> [HKStatistics] { all }

    /// The statistics of the interval containing `date`.
    public func statistics(for date: Date) -> HKStatistics? {
        all.first { $0.startDate <= date && date < $0.endDate }
    }

    /// Calls `block` for each interval between the two dates; set the pointer to `true` to stop.
    public func enumerateStatistics(
        from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop: ObjCBool = false
        for statistics in all where statistics.endDate > startDate && statistics.startDate < endDate {
            block(statistics, &stop)
            if stop.boolValue { return }
        }
    }
}
