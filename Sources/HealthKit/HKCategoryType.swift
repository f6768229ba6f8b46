/// A type of sample holding one of a set of values, such as sleep analysis.
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The type for an identifier: `HKCategoryType(.sleepAnalysis)`.
    public init(_ identifier: HKCategoryTypeIdentifier) {
        super.init(identifier: identifier.rawValue)
    }
}
