import Foundation

/// A purchase the App Store signed. There are none on this machine: the sequences
/// ``currentEntitlements`` and ``all`` finish at once with nothing in them, ``updates`` never
/// delivers one, and ``latest(for:)`` answers `nil`, so "is Pro?" checks find no entitlement and
/// widgets show their free tier. The properties exist so code reading them compiles.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The identifier of the original purchase, for renewals and restores.
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product.
    public let productType: Product.ProductType
    /// When it was bought.
    public let purchaseDate: Date
    /// When the original purchase happened.
    public let originalPurchaseDate: Date
    /// When a subscription lapses, if it does.
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it, if it did.
    public let revocationDate: Date?
    /// Whether a higher subscription level replaced it.
    public let isUpgraded: Bool
    /// How many were bought.
    public let purchasedQuantity: Int
    /// The app's account token, if the purchase set one.
    public let appAccountToken: UUID?

    /// Tells the App Store the app delivered the purchase.
    public func finish() async {}

    /// The transactions that entitle the person now: finishes empty.
    public static var currentEntitlements: Transaction.Transactions { Transactions(kind: .finished) }

    /// Every transaction of the app: finishes empty.
    public static var all: Transaction.Transactions { Transactions(kind: .finished) }

    /// Transactions not yet finished: finishes empty.
    public static var unfinished: Transaction.Transactions { Transactions(kind: .finished) }

    /// Transactions as they happen outside the app's own purchases (renewals, Ask to Buy,
    /// other devices). As on Apple, the sequence is long-lived: it yields nothing here and
    /// ends only when the task iterating it is cancelled.
    public static var updates: Transaction.Transactions { Transactions(kind: .endless) }

    /// The transactions entitling the person to `productID` (iOS 18.4): finishes empty.
    public static func currentEntitlements(for productID: String) -> Transaction.Transactions {
        Transactions(kind: .finished)
    }

    /// The transaction entitling the person to `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The latest transaction for `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
}
