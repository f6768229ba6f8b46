/// Whether the app gets precise or approximate locations.
public enum CLAccuracyAuthorization: Int, Sendable, Hashable {
    /// Precise locations.
    case fullAccuracy = 0
    /// Approximate locations.
    case reducedAccuracy = 1
}
