extension Product {
    /// A subscription's period: a count of units.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// How many units.
        public let value: Int
        /// Day, week, month or year.
        public let unit: Product.SubscriptionPeriod.Unit

        /// The unit of a period.
        public enum Unit: Hashable, Sendable {
            /// Days.
            case day
            /// Weeks.
            case week
            /// Months.
            case month
            /// Years.
            case year
        }
    }
}
