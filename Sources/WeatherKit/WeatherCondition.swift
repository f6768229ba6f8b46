import Foundation

/// A description of the weather, with Apple's case names.
public enum WeatherCondition: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Blizzard.
    case blizzard
    /// Blowing dust or sandstorm.
    case blowingDust
    /// Blowing or drifting snow.
    case blowingSnow
    /// Breezy.
    case breezy
    /// Clear sky.
    case clear
    /// Cloudy.
    case cloudy
    /// Drizzle.
    case drizzle
    /// Flurries.
    case flurries
    /// Fog.
    case foggy
    /// Freezing drizzle.
    case freezingDrizzle
    /// Freezing rain.
    case freezingRain
    /// Frigid.
    case frigid
    /// Hail.
    case hail
    /// Haze.
    case haze
    /// Heavy rain.
    case heavyRain
    /// Heavy snow.
    case heavySnow
    /// Hot.
    case hot
    /// Hurricane.
    case hurricane
    /// Isolated thunderstorms.
    case isolatedThunderstorms
    /// Mostly clear.
    case mostlyClear
    /// Mostly cloudy.
    case mostlyCloudy
    /// Partly cloudy.
    case partlyCloudy
    /// Rain.
    case rain
    /// Scattered thunderstorms.
    case scatteredThunderstorms
    /// Sleet.
    case sleet
    /// Smoky.
    case smoky
    /// Snow.
    case snow
    /// Strong storms.
    case strongStorms
    /// Snow flurries with sun.
    case sunFlurries
    /// Rain showers with sun.
    case sunShowers
    /// Thunderstorms.
    case thunderstorms
    /// Tropical storm.
    case tropicalStorm
    /// Windy.
    case windy
    /// Wintry mix.
    case wintryMix

    /// The condition in words, such as "Partly Cloudy".
    public var description: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase { words.append(" ") }
            words.append(character)
        }
        return words.capitalized
    }

    /// The description, for VoiceOver.
    public var accessibilityDescription: String { description }
}
