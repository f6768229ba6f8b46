import CoreLocation
import Foundation

/// Web Mercator, as MapKit draws: x is linear in longitude and y in the Mercator ordinate of
/// latitude. The region is fitted to the image's aspect ratio the way MapKit fits it: its centre
/// at the image's centre, the tighter dimension widened so the whole region shows undistorted.
struct MapProjection: Sendable {
    /// Image size in points.
    let width: Double
    let height: Double
    /// Centre in radians of longitude and Mercator ordinate.
    let centerX: Double
    let centerY: Double
    /// The visible extent in the same units.
    let spanX: Double
    let spanY: Double

    /// MapKit's Mercator stops short of the poles.
    static let maximumLatitude = 85.051_128_78

    static func mercatorY(_ latitude: CLLocationDegrees) -> Double {
        let clamped = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        return log(tan(.pi / 4 + clamped / 2))
    }

    static func latitude(mercatorY y: Double) -> CLLocationDegrees {
        (2 * atan(exp(y)) - .pi / 2) * 180 / .pi
    }

    init(region: MKCoordinateRegion, size: CGSize) {
        width = Double(size.width)
        height = Double(size.height)
        // A region too small to draw still shows a few metres.
        let latitudeDelta = max(region.span.latitudeDelta, 1e-5)
        let longitudeDelta = min(max(region.span.longitudeDelta, 1e-5), 360)
        centerX = region.center.longitude * .pi / 180
        centerY = Self.mercatorY(region.center.latitude)
        let top = Self.mercatorY(region.center.latitude + latitudeDelta / 2)
        let bottom = Self.mercatorY(region.center.latitude - latitudeDelta / 2)
        var spanY = 2 * max(top - centerY, centerY - bottom)
        var spanX = longitudeDelta * .pi / 180
        let aspect = width / height
        if spanX / spanY > aspect { spanY = spanX / aspect } else { spanX = spanY * aspect }
        self.spanX = spanX
        self.spanY = spanY
    }

    /// Where `coordinate` falls in the image, in points from its top-left corner.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        // The longitude nearest the centre, so a region across the antimeridian stays whole.
        var dx = coordinate.longitude * .pi / 180 - centerX
        dx = remainder(dx, 2 * .pi)
        let x = dx / spanX * width + width / 2
        let y = (centerY - Self.mercatorY(coordinate.latitude)) / spanY * height + height / 2
        return CGPoint(x: x, y: y)
    }

    /// The longitudes at the image's left and right edges, and the latitudes at its top and bottom.
    var visibleBounds: (west: Double, east: Double, north: Double, south: Double) {
        (
            (centerX - spanX / 2) * 180 / .pi, (centerX + spanX / 2) * 180 / .pi,
            Self.latitude(mercatorY: centerY + spanY / 2), Self.latitude(mercatorY: centerY - spanY / 2)
        )
    }
}
