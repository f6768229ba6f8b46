extension Product {
    /// The details of an auto-renewable subscription.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group the product belongs to.
        public let subscriptionGroupID: String
        /// How long one period lasts.
        public let subscriptionPeriod: Product.SubscriptionPeriod

        /// The subscription statuses of a group: none, as for a person who never subscribed.
        public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] {
            []
        }

        /// The statuses of this product's group: none.
        public var status: [Product.SubscriptionInfo.Status] {
            get async throws { [] }
        }
    }
}
