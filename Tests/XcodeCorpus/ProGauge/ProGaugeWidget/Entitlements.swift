import Foundation
import StoreKit

/// Whether the person bought Pro, from StoreKit 2's current entitlements.
enum ProAccess {
    static let productIDs = ["com.example.progauge.pro.monthly", "com.example.progauge.pro.lifetime"]

    static func isUnlocked() async -> Bool {
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result else { continue }
            if productIDs.contains(transaction.productID), transaction.revocationDate == nil {
                return true
            }
        }
        return false
    }

    /// The price shown on the upsell, when the store answers.
    static func displayPrice() async -> String? {
        guard AppStore.canMakePayments else { return nil }
        let products = (try? await Product.products(for: productIDs)) ?? []
        return products.sorted { $0.price < $1.price }.first?.displayPrice
    }
}
