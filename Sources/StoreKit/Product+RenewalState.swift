extension Product.SubscriptionInfo {
    /// A subscription's renewal state, with Apple's five values.
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        /// Apple's raw value.
        public let rawValue: Int

        /// A state from its raw value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Active.
        public static let subscribed = RenewalState(rawValue: 1)
        /// Ended.
        public static let expired = RenewalState(rawValue: 2)
        /// Billing failed; the App Store is retrying.
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        /// Billing failed; access continues for a grace period.
        public static let inGracePeriod = RenewalState(rawValue: 4)
        /// Refunded or family sharing withdrawn.
        public static let revoked = RenewalState(rawValue: 5)
    }
}
