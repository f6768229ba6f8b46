import CoreLocation
import Foundation

/// The way into Apple's weather service, which this machine cannot use: the service answers
/// only Apple-signed apps with the WeatherKit capability. Every request throws
/// ``WeatherError/permissionDenied`` (whose description says so), the error Apple's service
/// gives an app without that capability, so a widget's own fallback runs.
public final class WeatherService: Sendable {
    /// The shared service.
    public static let shared = WeatherService()

    /// A service.
    public init() {}

    /// The weather at `location`: throws ``WeatherError/permissionDenied``.
    public func weather(for location: CLLocation) async throws -> Weather {
        throw WeatherError.permissionDenied
    }
}
