import Foundation

/// The base of HealthKit's queries; run one with ``HKHealthStore/execute(_:)``.
public class HKQuery: NSObject, @unchecked Sendable {
    /// The type the query reads.
    public let objectType: HKObjectType?
    /// The predicate that filters samples.
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Calls the query's handler with `error`; each subclass knows its handler's shape.
    func deliver(_ error: any Error) {}

    /// A predicate for samples within `startDate`…`endDate` (either may be open).
    ///
    /// Without options a sample matches when it overlaps the interval; `.strictStartDate`
    /// and `.strictEndDate` require it to lie inside.
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                if options.contains(.strictStartDate) ? sample.startDate < startDate : sample.endDate <= startDate { return false }
            }
            if let endDate {
                if options.contains(.strictEndDate) ? sample.endDate > endDate : sample.startDate >= endDate { return false }
            }
            return true
        }
    }
}
