import Foundation
import StoreKit
import Testing

/// StoreKit as a widget with a "Pro" tier calls it: no products, no entitlements, so the free
/// tier shows and paywall code takes its "unavailable" path.
@Suite(.timeLimit(.minutes(1))) struct ProEntitlementTests {
    static let proID = "com.example.widgets.pro"

    /// The check as real widgets write it: any verified, unrevoked entitlement for the Pro product.
    static func isPro() async -> Bool {
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.productID == proID, transaction.revocationDate == nil {
                return true
            }
        }
        return false
    }

    /// A widget's tier line: Pro, or free with the price when the store answers.
    static func tierLine() async -> String {
        if await isPro() { return "Pro" }
        let products = (try? await Product.products(for: [proID])) ?? []
        guard let pro = products.first(where: { $0.id == proID }) else { return "Free" }
        return "Free · Upgrade for \(pro.displayPrice)"
    }

    @Test func entitlementsAreEmptySoTheWidgetShowsTheFreeTier() async throws {
        #expect(await Self.tierLine() == "Free")
        var count = 0
        for await _ in Transaction.all { count += 1 }
        for await _ in Transaction.unfinished { count += 1 }
        for await _ in Transaction.currentEntitlements(for: Self.proID) { count += 1 }
        #expect(count == 0)
        #expect(await Transaction.latest(for: Self.proID) == nil)
        #expect(await Transaction.currentEntitlement(for: Self.proID) == nil)
        #expect(try await Product.products(for: [Self.proID, "com.example.tip"]).isEmpty)
        #expect(try await Product.SubscriptionInfo.status(for: "21482456").isEmpty)
    }

    @Test func paymentsAreUnavailable() {
        #expect(!AppStore.canMakePayments)
        #expect(!SKPaymentQueue.canMakePayments())
    }

    /// A "Restore Purchases" button: sync fails with the network error, which the code reports.
    @Test func restoreFailsAsOffline() async {
        var message = ""
        do {
            try await AppStore.sync()
            message = "Restored"
        } catch StoreKitError.userCancelled {
            message = "Cancelled"
        } catch StoreKitError.networkError(let error) {
            message = "Offline (\(error.code == .notConnectedToInternet ? "no connection" : "other"))"
        } catch {
            message = "Failed"
        }
        #expect(message == "Offline (no connection)")
    }

    /// The listener apps start at launch: it waits (as Apple's `updates` never ends on its own)
    /// and stops when its task is cancelled.
    @Test func updatesWaitsUntilCancelled() async throws {
        let listener = Task { () -> Int in
            var seen = 0
            for await _ in Transaction.updates { seen += 1 }
            return seen
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        listener.cancel()
        #expect(await listener.value == 0)
    }

    @Test func verificationResultUnwrapsAsApplesDoes() throws {
        let verified = VerificationResult<String>.verified("payload")
        #expect(try verified.payloadValue == "payload")
        let unverified = VerificationResult<String>.unverified("payload", .invalidSignature)
        #expect(unverified.unsafePayloadValue == "payload")
        #expect(throws: VerificationResult<String>.VerificationError.invalidSignature) { try unverified.payloadValue }
        #expect(Product.ProductType.autoRenewable.rawValue == "Auto-Renewable Subscription")
    }
}
