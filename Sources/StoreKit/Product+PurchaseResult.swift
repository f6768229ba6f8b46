extension Product {
    /// What a purchase ended in: Apple's three cases.
    public enum PurchaseResult: Sendable {
        /// Bought; the transaction, with its verification.
        case success(VerificationResult<Transaction>)
        /// The person cancelled.
        case userCancelled
        /// Waiting for approval (Ask to Buy).
        case pending
    }
}
