import Foundation
import Testing

@testable import CoreLocation

/// Core Location as widgets call it, on a machine that behaves like a device where the user
/// denied location, and with a preview location set through `VITRINE_LOCATION`.
@Suite(.timeLimit(.minutes(1))) struct WeatherWidgetLocationTests {
    /// A weather widget's location source, written as real ones are: a delegate with a
    /// continuation, and a fallback city when location cannot be had.
    final class LocationSource: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        let manager: CLLocationManager
        private var continuation: CheckedContinuation<CLLocation?, Never>?
        private(set) var authorizationCallbacks: [CLAuthorizationStatus] = []
        private(set) var failure: (any Error)?

        init(manager: CLLocationManager = CLLocationManager()) {
            self.manager = manager
            super.init()
        }

        func currentLocation() async -> CLLocation? {
            await withCheckedContinuation { continuation in
                self.continuation = continuation
                manager.delegate = self
                manager.requestWhenInUseAuthorization()
            }
        }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            authorizationCallbacks.append(manager.authorizationStatus)
            switch manager.authorizationStatus {
            case .authorizedWhenInUse, .authorizedAlways: manager.requestLocation()
            default: finish(nil)
            }
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { finish(locations.last) }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            failure = error
            finish(nil)
        }

        private func finish(_ location: CLLocation?) {
            continuation?.resume(returning: location)
            continuation = nil
        }
    }

    /// What the widget shows: the place it found, or its fallback.
    static func headline(_ source: LocationSource) async -> String {
        guard let location = await source.currentLocation() else { return "Cupertino (location off)" }
        return String(format: "%.2f, %.2f", location.coordinate.latitude, location.coordinate.longitude)
    }

    @Test func deniedByDefaultSoTheWidgetFallsBack() async {
        let source = LocationSource(manager: CLLocationManager(environment: [:]))
        #expect(source.manager.authorizationStatus == .denied)
        #expect(source.manager.isAuthorizedForWidgetUpdates == false)
        #expect(source.manager.location == nil)
        #expect(await Self.headline(source) == "Cupertino (location off)")
        #expect(source.authorizationCallbacks == [.denied])
    }

    /// A delegate that asks for a location regardless of status gets `CLError(.denied)`.
    final class Requester: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        var continuation: CheckedContinuation<(any Error)?, Never>?
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            continuation?.resume(returning: nil)
            continuation = nil
        }
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            continuation?.resume(returning: error)
            continuation = nil
        }
    }

    @Test func requestLocationFailsWithDenied() async {
        let manager = CLLocationManager(environment: [:])
        let requester = Requester()
        let error: (any Error)? = await withCheckedContinuation { continuation in
            requester.continuation = continuation
            manager.delegate = requester
            manager.requestLocation()
        }
        #expect((error as? CLError)?.code == .denied)
        #expect((error as NSError?)?.domain == kCLErrorDomain)
        #expect((error as NSError?)?.code == 1)
    }

    /// An older delegate implementing only `didChangeAuthorization status:` still hears the status.
    final class LegacyDelegate: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        var continuation: CheckedContinuation<CLAuthorizationStatus, Never>?
        func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
            continuation?.resume(returning: status)
            continuation = nil
        }
    }

    @Test func legacyAuthorizationCallbackIsCalled() async {
        let manager = CLLocationManager(environment: [:])
        let delegate = LegacyDelegate()
        let status = await withCheckedContinuation { continuation in
            delegate.continuation = continuation
            manager.delegate = delegate
        }
        #expect(status == .denied)
    }

    @Test func previewLocationIsDelivered() async {
        let manager = CLLocationManager(environment: ["VITRINE_LOCATION": "48.8566, 2.3522"])
        let source = LocationSource(manager: manager)
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        #expect(manager.isAuthorizedForWidgetUpdates)
        #expect(await Self.headline(source) == "48.86, 2.35")
        #expect(manager.location?.coordinate == CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522))
        #expect(source.authorizationCallbacks == [.authorizedWhenInUse])
    }

    @Test func malformedPreviewLocationStaysDenied() {
        #expect(CLLocationManager(environment: ["VITRINE_LOCATION": "Paris"]).authorizationStatus == .denied)
        #expect(CLLocationManager(environment: ["VITRINE_LOCATION": "91,0"]).location == nil)
        guard case .failure(let invalid) = PreviewLocation.parse("91,0") else {
            Issue.record("91,0 was accepted")
            return
        }
        #expect(invalid.message.contains("latitude must be in -90…90"))
    }

    @Test func haversineDistanceMatchesKnownCities() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        // About 343.5 km along the great circle.
        #expect(abs(paris.distance(from: london) - 343_500) < 1_500)
        #expect(paris.distance(from: paris) == 0)
        let km: CLLocationDistance = london.distance(from: paris) / 1000
        #expect(abs(km - paris.distance(from: london) / 1000) < 1e-9)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test func geocoderFailsAsOffline() async {
        let geocoder = CLGeocoder()
        var cityName = "Unknown place"
        do {
            let placemarks = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.33, longitude: -122.01))
            cityName = placemarks.first?.locality ?? cityName
        } catch CLError.network {
            cityName = "Offline"
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(cityName == "Offline")
        let error: (any Error)? = await withCheckedContinuation { continuation in
            geocoder.geocodeAddressString("1 Infinite Loop") { _, error in continuation.resume(returning: error) }
        }
        #expect((error as? CLError)?.code == .network)
    }
}
