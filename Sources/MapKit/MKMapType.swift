/// The kind of map drawn: Apple's cases. Here the placeholder is light for the standard kinds
/// and dark for the satellite ones, so a widget that picks one still looks like its choice.
public enum MKMapType: UInt, Sendable, Hashable {
    /// Streets and places.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Satellite imagery with streets.
    case hybrid = 2
    /// Satellite imagery with 3D buildings.
    case satelliteFlyover = 3
    /// Satellite imagery with streets and 3D buildings.
    case hybridFlyover = 4
    /// Streets with muted colours, for data drawn on top.
    case mutedStandard = 5
}
