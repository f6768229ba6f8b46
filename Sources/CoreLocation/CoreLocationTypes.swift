/// Degrees of latitude or longitude (WGS 84).
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy radius in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees clockwise from true north.
public typealias CLLocationDirection = Double

/// The best accuracy the device offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accurate to about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Accurate to a city or region, as with reduced accuracy.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Report every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// A coordinate that marks "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// The error domain of ``CLError``.
public let kCLErrorDomain = "kCLErrorDomain"

/// Whether a coordinate lies within −90…90 latitude and −180…180 longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
        && !(coordinate.latitude == -180 && coordinate.longitude == -180)
}

/// Makes a coordinate, as the C function of the same name does.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
