import Foundation

/// An in-app purchase as the App Store describes it. No product is ever available here:
/// ``products(for:)`` answers an empty array, as the App Store does for identifiers it does not
/// know, so a paywall or "Pro" badge takes its "not loaded" path. The properties exist so code
/// reading them compiles.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier from App Store Connect.
    public let id: String
    /// Consumable, non-consumable, or a subscription.
    public let type: Product.ProductType
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price in the storefront's currency.
    public let price: Decimal
    /// The price formatted for the storefront.
    public let displayPrice: String
    /// Whether family sharing covers it.
    public let isFamilyShareable: Bool
    /// Subscription details, for auto-renewable subscriptions.
    public let subscription: Product.SubscriptionInfo?

    /// The products the App Store has for `identifiers`: none, and no error, as for unknown
    /// identifiers (there is no App Store here to know any).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buys the product: throws ``StoreKitError/networkError(_:)``, as ``AppStore/sync()``.
    public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        throw StoreKitError.networkError(URLError(.notConnectedToInternet))
    }

    /// The transaction that entitles the person to this product: none.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The latest transaction for this product: none.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }
}
