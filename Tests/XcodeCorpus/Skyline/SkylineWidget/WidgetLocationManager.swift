import CoreLocation

/// Asks for one location fix on behalf of the widget's timeline provider.
final class WidgetLocationManager: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var pending: ((CLLocation?) -> Void)?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyKilometer
    }

    /// Calls back with nil when the user has not shared their location with widgets.
    func requestLocation(_ completion: @escaping (CLLocation?) -> Void) {
        switch manager.authorizationStatus {
        case .authorizedAlways, .authorizedWhenInUse:
            guard manager.isAuthorizedForWidgetUpdates else {
                completion(nil)
                return
            }
            if let cached = manager.location, cached.timestamp.timeIntervalSinceNow > -600 {
                completion(cached)
                return
            }
            pending = completion
            manager.requestLocation()
        case .notDetermined, .denied, .restricted:
            completion(nil)
        @unknown default:
            completion(nil)
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        pending?(locations.last)
        pending = nil
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        pending?(nil)
        pending = nil
    }
}
