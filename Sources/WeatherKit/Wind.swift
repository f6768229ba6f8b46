import Foundation

/// Wind speed and direction.
public struct Wind: Sendable, Hashable {
    /// The sustained speed.
    public let speed: Measurement<UnitSpeed>
    /// Where the wind comes from.
    public let direction: Measurement<UnitAngle>
    /// The gust speed, when known.
    public let gust: Measurement<UnitSpeed>?
}
