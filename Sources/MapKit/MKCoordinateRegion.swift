import CoreLocation
import Foundation

/// A part of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable, Hashable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The extent around the centre.
    public var span: MKCoordinateSpan

    /// An empty region at (0, 0).
    public init() {
        self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan())
    }

    /// A region from its centre and span.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`,
    /// on a sphere of Earth's mean radius (a degree of latitude is about 111.2 km; a degree of
    /// longitude shrinks with the cosine of the latitude).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 2 * Double.pi * 6_371_008.8 / 360
        let cosine = max(cos(centerCoordinate.latitude * .pi / 180), 1e-6)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: min(latitudinalMeters / metersPerDegree, 180),
                longitudeDelta: min(longitudinalMeters / (metersPerDegree * cosine), 360)))
    }
}
