import Foundation

extension Product {
    /// An option of a purchase, such as the app's account token.
    public struct PurchaseOption: Hashable, Sendable {
        private let name: String
        private let value: String

        /// Ties the purchase to an account of the app.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }

        /// How many to buy, for consumables.
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity", value: String(quantity))
        }
    }
}
