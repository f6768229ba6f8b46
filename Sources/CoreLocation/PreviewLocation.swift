import Foundation

/// The location an author sets for previews with `VITRINE_LOCATION="lat,lon"`.
///
/// Unset, location behaves as denied. Set to something that is not two numbers in range,
/// it is reported once on stderr and location stays denied.
enum PreviewLocation {
    static let environmentKey = "VITRINE_LOCATION"

    static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CLLocation? {
        guard let text = environment[environmentKey] else { return nil }
        switch parse(text) {
        case .success(let coordinate):
            return CLLocation(
                coordinate: coordinate, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, timestamp: Date())
        case .failure(let message):
            reportOnce(message.message)
            return nil
        }
    }

    struct Invalid: Error {
        let message: String
    }

    static func parse(_ text: String) -> Result<CLLocationCoordinate2D, Invalid> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            return .failure(Invalid(message: "\(environmentKey)=\"\(text)\" is not \"latitude,longitude\" (for example \"48.8566,2.3522\")"))
        }
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            return .failure(Invalid(message: "\(environmentKey)=\"\(text)\": latitude must be in -90…90 and longitude in -180…180"))
        }
        return .success(CLLocationCoordinate2D(latitude: latitude, longitude: longitude))
    }

    private static let reported = NSLock()
    nonisolated(unsafe) private static var didReport = false

    private static func reportOnce(_ message: String) {
        let first = reported.withLock {
            defer { didReport = true }
            return !didReport
        }
        if first {
            FileHandle.standardError.write(Data("CoreLocation: \(message); location stays denied\n".utf8))
        }
    }
}
