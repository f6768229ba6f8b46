import CoreLocation

/// Where a SwiftUI ``Map`` looks.
public struct MapCameraPosition: Equatable, Sendable {
    /// The region shown; nil frames the map's content (``automatic``).
    public let region: MKCoordinateRegion?
    /// Whether the user moved the map: never, as a widget cannot be panned.
    public var positionedByUser: Bool { false }

    /// Frames the map's markers and annotations (the whole world when there are none).
    public static let automatic = MapCameraPosition(region: nil)

    /// Shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(region: region)
    }

    /// Follows the user's location: location is denied here (CoreLocation), so this is
    /// `fallback`, as MapKit uses it when the location is unknown.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        fallback
    }
}
