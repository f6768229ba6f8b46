import Foundation

/// A position on Earth, with its accuracy and time.
public class CLLocation: NSObject, @unchecked Sendable {
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty in metres; negative when the coordinate is not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The altitude's uncertainty in metres; negative when the altitude is not valid.
    public let verticalAccuracy: CLLocationAccuracy
    /// Metres per second; negative when not known.
    public let speed: CLLocationSpeed
    /// Degrees from true north; negative when not known.
    public let course: CLLocationDirection
    /// When the position was determined.
    public let timestamp: Date

    /// A location at a latitude and longitude, measured now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its accuracies and time.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.speed = -1
        self.course = -1
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres to another location (haversine on a sphere of
    /// Earth's mean radius; within about 0.5 % of the ellipsoidal distance).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let lat1 = coordinate.latitude * .pi / 180
        let lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * asin(min(1, sqrt(h)))
    }

    /// The coordinate and accuracy, as Apple prints a location.
    public override var description: String {
        "<\(String(format: "%+.8f", coordinate.latitude)),\(String(format: "%+.8f", coordinate.longitude))> +/- \(horizontalAccuracy)m"
    }
}
