import Foundation

/// A kind of health data; compared by its identifier.
public class HKObjectType: NSObject, @unchecked Sendable {
    /// Apple's identifier string for the type.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    /// The quantity type with this identifier.
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    /// The category type with this identifier.
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    /// Two types are equal when they are the same kind with the same identifier.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }

    /// A hash of the identifier.
    public override var hash: Int { identifier.hashValue }

    /// The identifier, as Apple prints a type.
    public override var description: String { identifier }
}
