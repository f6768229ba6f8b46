import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The App Store, which this machine has none of.
public enum AppStore {
    /// Whether the person may make purchases: `false`, as on a device where purchases are not
    /// possible, so paywalls show their "purchases unavailable" state.
    public static var canMakePayments: Bool { false }

    /// Asks the App Store for the app's transactions (a "Restore Purchases" button): throws
    /// ``StoreKitError/networkError(_:)`` with `URLError(.notConnectedToInternet)`, what a
    /// device that cannot reach the App Store gets; there is nothing to restore here.
    public static func sync() async throws {
        throw StoreKitError.networkError(URLError(.notConnectedToInternet))
    }
}
