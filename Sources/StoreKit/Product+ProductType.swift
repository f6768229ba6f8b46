extension Product {
    /// The kind of an in-app purchase, with Apple's four values.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// Apple's raw value ("Consumable", "Non-Consumable", …).
        public let rawValue: String

        /// A type from its raw value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Bought, used up, bought again.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, kept.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// An auto-renewable subscription.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }
}
