import Dispatch
import Foundation

/// The callback of a geocoder request.
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into addresses and back; Apple's geocoder is a network service this
/// machine cannot reach, so every request fails with `CLError(.network)`, as offline.
public class CLGeocoder: NSObject, @unchecked Sendable {
    /// A geocoder.
    public override init() {
        super.init()
    }

    /// Whether a request is running: requests finish at once here.
    public var isGeocoding: Bool { false }

    /// Looks up a location's address; `completionHandler` gets `CLError(.network)` on a background queue.
    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.global().async { completionHandler(nil, CLError(.network)) }
    }

    /// Looks up a location's address; throws `CLError(.network)`.
    public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Looks up an address's location; `completionHandler` gets `CLError(.network)` on a background queue.
    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.global().async { completionHandler(nil, CLError(.network)) }
    }

    /// Looks up an address's location; throws `CLError(.network)`.
    public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancels a request: none is running here.
    public func cancelGeocode() {}
}
