extension Transaction {
    /// An asynchronous sequence of transactions with their verification.
    public struct Transactions: AsyncSequence, Sendable {
        /// Each element: a transaction and whether its signature verified.
        public typealias Element = VerificationResult<Transaction>

        enum Kind: Sendable {
            /// Ends at once: there is nothing to list.
            case finished
            /// Waits for news that never comes, until its task is cancelled.
            case endless
        }

        let kind: Kind

        /// An iterator over the sequence.
        public func makeAsyncIterator() -> Transaction.Transactions.AsyncIterator {
            AsyncIterator(kind: kind)
        }

        /// Iterates the transactions.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let kind: Kind

            /// The next transaction; nil when the sequence ends (at once, or on cancellation for
            /// ``Transaction/updates``).
            public mutating func next() async -> VerificationResult<Transaction>? {
                guard kind == .endless else { return nil }
                while !Task.isCancelled {
                    // A cancelled sleep returns at once, so cancellation ends the wait promptly.
                    try? await Task.sleep(nanoseconds: 3_600_000_000_000)
                }
                return nil
            }
        }
    }
}
