import Foundation

/// A sample holding one quantity, such as a heart rate reading.
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The amount measured.
    public let quantity: HKQuantity
    /// The sample's quantity type.
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }

    /// A sample as an app would save it (saving fails on this machine).
    public init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.quantity = quantity
        super.init(sampleType: type, startDate: startDate, endDate: endDate)
    }
}
