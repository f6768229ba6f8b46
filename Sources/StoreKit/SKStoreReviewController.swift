import Foundation

/// StoreKit 1's review prompt. Apple documents that a request may show nothing; here it never
/// does, as there is no App Store to review in.
open class SKStoreReviewController: NSObject {
    /// Asks for a rating: shows nothing.
    @available(*, deprecated, message: "Use SwiftUI's requestReview action")
    open class func requestReview() {}
}
