import Foundation

/// A sample holding one value of a category, such as a sleep stage.
public final class HKCategorySample: HKSample, @unchecked Sendable {
    /// The category's value, such as an ``HKCategoryValueSleepAnalysis`` raw value.
    public let value: Int
    /// The sample's category type.
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    /// A sample as an app would save it (saving fails on this machine).
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate)
    }
}
