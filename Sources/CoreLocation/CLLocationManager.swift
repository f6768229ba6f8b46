import Dispatch
import Foundation

/// Delivers location and authorization events, behaving as on a device where the user
/// denied location: ``authorizationStatus`` is `.denied`, ``location`` is `nil`, and requests
/// fail with `CLError(.denied)`, so a widget's own fallback runs.
///
/// For previews, set `VITRINE_LOCATION="latitude,longitude"`: authorization is then
/// `.authorizedWhenInUse` (extended to widgets) and that location is delivered.
///
/// Events arrive asynchronously, in order, on a serial queue of the manager's own (Apple uses
/// the creating thread's run loop, which a widget extension here need not run).
public class CLLocationManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private let queue: DispatchQueue
    private let previewLocation: CLLocation?
    private weak var storedDelegate: (any CLLocationManagerDelegate)?
    private var delivered: CLLocation?
    private var authorizationAnnounced = false

    /// How accurate locations should be; recorded, not used.
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// How far the device moves before a new update; recorded, not used.
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone

    /// A manager reading `VITRINE_LOCATION` once, when it is created.
    public override convenience init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    /// A manager reading the preview location from `environment` (tests pass their own).
    init(environment: [String: String]) {
        previewLocation = PreviewLocation.current(environment)
        queue = DispatchQueue(label: "CoreLocation.CLLocationManager")
        super.init()
    }

    /// Receives the manager's events. Setting it schedules one authorization callback with the
    /// current state, as Apple does when a manager is created.
    public weak var delegate: (any CLLocationManagerDelegate)? {
        get { lock.withLock { storedDelegate } }
        set {
            lock.withLock { storedDelegate = newValue }
            if newValue != nil { announceAuthorization() }
        }
    }

    /// Whether Location Services are on for the device: `false` unless a preview location is set.
    public class func locationServicesEnabled() -> Bool {
        PreviewLocation.current() != nil
    }

    /// The app's authorization: `.denied`, or `.authorizedWhenInUse` with a preview location.
    public var authorizationStatus: CLAuthorizationStatus {
        previewLocation == nil ? .denied : .authorizedWhenInUse
    }

    /// The pre-iOS 14 class form of ``authorizationStatus``.
    @available(*, deprecated, message: "Use the authorizationStatus instance property")
    public class func authorizationStatus() -> CLAuthorizationStatus {
        PreviewLocation.current() == nil ? .denied : .authorizedWhenInUse
    }

    /// Precise or approximate: `.fullAccuracy` with a preview location, `.reducedAccuracy` otherwise.
    public var accuracyAuthorization: CLAccuracyAuthorization {
        previewLocation == nil ? .reducedAccuracy : .fullAccuracy
    }

    /// Whether a widget may receive location: `false`, or `true` with a preview location.
    public var isAuthorizedForWidgetUpdates: Bool { previewLocation != nil }

    /// The most recent location delivered: `nil` until a preview location has been delivered.
    public var location: CLLocation? { lock.withLock { delivered } }

    /// Asks for When-In-Use permission. The status is already decided here, so the only
    /// callback is the one authorization callback with the current state (never two).
    public func requestWhenInUseAuthorization() {
        announceAuthorization()
    }

    /// Asks for Always permission; behaves as ``requestWhenInUseAuthorization()``.
    public func requestAlwaysAuthorization() {
        announceAuthorization()
    }

    /// Asks for one location: the delegate gets the preview location, or `CLError(.denied)`.
    public func requestLocation() {
        deliverLocationOrDenial()
    }

    /// Starts updates: the delegate gets the preview location once, or `CLError(.denied)`.
    public func startUpdatingLocation() {
        deliverLocationOrDenial()
    }

    /// Stops updates.
    public func stopUpdatingLocation() {}

    /// Starts significant-change updates; behaves as ``startUpdatingLocation()``.
    public func startMonitoringSignificantLocationChanges() {
        deliverLocationOrDenial()
    }

    /// Stops significant-change updates.
    public func stopMonitoringSignificantLocationChanges() {}

    private func announceAuthorization() {
        let first = lock.withLock {
            defer { authorizationAnnounced = true }
            return !authorizationAnnounced
        }
        guard first else { return }
        queue.async { [self] in
            delegate?.locationManagerDidChangeAuthorization(self)
        }
    }

    private func deliverLocationOrDenial() {
        queue.async { [self] in
            if let previewLocation {
                let fresh = CLLocation(
                    coordinate: previewLocation.coordinate, altitude: previewLocation.altitude,
                    horizontalAccuracy: previewLocation.horizontalAccuracy, verticalAccuracy: previewLocation.verticalAccuracy, timestamp: Date())
                lock.withLock { delivered = fresh }
                delegate?.locationManager(self, didUpdateLocations: [fresh])
            } else {
                delegate?.locationManager(self, didFailWithError: CLError(.denied))
            }
        }
    }
}
