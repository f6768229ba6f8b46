import CoreLocation

/// How much of the map a region shows: degrees of latitude and of longitude.
public struct MKCoordinateSpan: Sendable, Hashable {
    /// North to south, in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// West to east, in degrees.
    public var longitudeDelta: CLLocationDegrees

    /// An empty span.
    public init() {
        self.init(latitudeDelta: 0, longitudeDelta: 0)
    }

    /// A span of the given degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
