extension Product.SubscriptionInfo {
    /// One subscription's state with its latest transaction. Never produced here.
    public struct Status: Sendable {
        /// Subscribed, expired, in a grace or retry period, or revoked.
        public let state: Product.SubscriptionInfo.RenewalState
        /// The latest transaction of the subscription.
        public let transaction: VerificationResult<Transaction>
    }

}
