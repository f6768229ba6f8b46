import Foundation

/// NSLocalizedString as iOS code calls it: the translation comes from the widget's own
/// Localizable.strings. `Foundation.NSLocalizedString` is Linux Foundation's own, which looks
/// only in Bundle.main: the key is what the widget would show without the importer's shadow.
enum Localized {
    static var rain: String {
        String(format: NSLocalizedString("rain.chance %lld", comment: "chance of rain"), 40)
    }

    static var foundationAlone: String {
        Foundation.NSLocalizedString("rain.chance %lld", comment: "chance of rain")
    }
}
