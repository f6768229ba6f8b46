import Foundation

/// A place's name and address, as a geocoder returns it.
public class CLPlacemark: NSObject, @unchecked Sendable {
    /// The place's location.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The city.
    public let locality: String?
    /// The state or region.
    public let administrativeArea: String?
    /// The country.
    public let country: String?
    /// The ISO country code.
    public let isoCountryCode: String?
    /// The time zone.
    public let timeZone: TimeZone?

    /// A placemark with the same fields as another.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        locality = placemark.locality
        administrativeArea = placemark.administrativeArea
        country = placemark.country
        isoCountryCode = placemark.isoCountryCode
        timeZone = placemark.timeZone
    }
}
