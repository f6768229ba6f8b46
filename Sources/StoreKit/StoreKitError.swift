import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The errors StoreKit 2 throws: Apple's cases. Here only ``AppStore/sync()`` and
/// ``Product/purchase(options:)`` throw, with ``networkError(_:)`` carrying
/// `URLError(.notConnectedToInternet)`: there is no App Store to reach from this machine.
/// (`@unchecked Sendable`: Apple's `systemError` carries `any Error`, and nothing here makes one.)
public enum StoreKitError: Error, LocalizedError, @unchecked Sendable {
    /// An unknown error occurred.
    case unknown
    /// The user cancelled.
    case userCancelled
    /// The App Store could not be reached.
    case networkError(URLError)
    /// A system error occurred.
    case systemError(any Error)
    /// The function is not available in the device's storefront.
    case notAvailableInStorefront
    /// The app lacks the entitlement the function needs.
    case notEntitled
    /// The operation does not support this product.
    case unsupported

    /// A sentence for people.
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown StoreKit error occurred."
        case .userCancelled: "The purchase was cancelled."
        case .networkError:
            "The App Store cannot be reached: a Linux build has no App Store, so no purchase or sync can happen here."
        case .systemError(let error): "A system error occurred: \(error.localizedDescription)"
        case .notAvailableInStorefront: "This is not available in the current storefront."
        case .notEntitled: "The app is not entitled to use this StoreKit function."
        case .unsupported: "The operation is not supported for this product."
        }
    }
}
