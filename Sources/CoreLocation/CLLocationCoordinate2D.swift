/// A latitude and longitude in degrees.
public struct CLLocationCoordinate2D: Sendable, Hashable {
    /// Degrees north of the equator (negative south).
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (negative west).
    public var longitude: CLLocationDegrees

    /// The coordinate 0, 0.
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A coordinate from its latitude and longitude.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
