import Foundation

/// The "appearances" array of a color or image slot, reduced to what matching needs.
struct AppearanceTraits: Equatable {
    var appearance: Appearance?
    var highContrast = false

    /// `nil` when the slot is for an appearance this module does not know (e.g. a future
    /// luminosity such as "tinted"): such a slot must not be mistaken for the "Any" slot.
    static func parse(_ value: JSONValue?, file: URL) throws(AssetCatalogError) -> AppearanceTraits? {
        var traits = AppearanceTraits()
        guard let value, value != .null else { return traits }
        guard let entries = value.arrayValue else {
            throw .malformedContents(file, reason: "\"appearances\" is \(value.summary), expected an array")
        }
        for entry in entries {
            guard let kind = entry["appearance"]?.stringValue?.lowercased(),
                let setting = entry["value"]?.stringValue?.lowercased()
            else {
                throw .malformedContents(file, reason: "an appearance lacks \"appearance\" or \"value\" strings")
            }
            switch (kind, setting) {
            case ("luminosity", "light"): traits.appearance = .light
            case ("luminosity", "dark"): traits.appearance = .dark
            case ("contrast", "high"): traits.highContrast = true
            default: return nil
            }
        }
        return traits
    }
}
