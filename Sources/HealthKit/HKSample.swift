import Foundation

/// A health measurement over a time interval.
public class HKSample: NSObject, @unchecked Sendable {
    /// The kind of sample.
    public let sampleType: HKSampleType
    /// When the measurement started.
    public let startDate: Date
    /// When the measurement ended.
    public let endDate: Date
    /// A unique identifier for the sample.
    public let uuid = UUID()

    init(sampleType: HKSampleType, startDate: Date, endDate: Date) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
    }
}
