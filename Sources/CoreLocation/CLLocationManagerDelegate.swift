import Foundation

/// Receives a location manager's events. Every method has a default that does nothing, as
/// Apple's optional methods do.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// The authorization status is known or changed; read `manager.authorizationStatus`.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The pre-iOS 14 form; called when the delegate does not implement the method above.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// New locations, oldest first.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A request failed, for example with `CLError(.denied)`.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

extension CLLocationManagerDelegate {
    /// Forwards to the older `didChangeAuthorization` method, as Apple does for delegates written before iOS 14.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
    }
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}
