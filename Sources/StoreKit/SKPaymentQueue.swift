import Foundation

/// StoreKit 1's payment queue, for the one question widgets and paywalls ask it.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    /// The shared queue.
    open class func `default`() -> SKPaymentQueue { shared }

    private static let shared = SKPaymentQueue()

    /// Whether the person may make payments: `false`, as ``AppStore/canMakePayments``.
    open class func canMakePayments() -> Bool { false }
}
