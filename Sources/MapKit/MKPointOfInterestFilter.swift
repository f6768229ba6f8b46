import Foundation

/// Which points of interest a map labels. The placeholder has no places to label, so a filter
/// changes nothing drawn; it is kept so options read back as set.
public final class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    /// Categories shown (when `excluded` is nil).
    let included: Set<MKPointOfInterestCategory>?
    /// Categories hidden (when `included` is nil).
    let excluded: Set<MKPointOfInterestCategory>?

    /// Shows only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        included = Set(categories)
        excluded = nil
    }

    /// Shows every category but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        included = nil
        excluded = Set(categories)
    }

    /// Whether places of `category` would be labelled.
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        if let included { return included.contains(category) }
        return !(excluded ?? []).contains(category)
    }

    /// Whether places of `category` would be hidden.
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool {
        !includes(category)
    }
}
