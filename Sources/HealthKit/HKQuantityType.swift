/// A type of sample holding a numeric quantity, such as steps or heart rate.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The type for an identifier: `HKQuantityType(.stepCount)`.
    public init(_ identifier: HKQuantityTypeIdentifier) {
        super.init(identifier: identifier.rawValue)
    }
}
