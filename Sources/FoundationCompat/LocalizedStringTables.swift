import Foundation

/// What `NSLocalizedString` reads on iOS: the string tables the widget ships (its `.lproj`
/// folders and string catalogs), in the locale of the request the extension is answering.
/// Linux's Foundation looks only in `Bundle.main`; `vitrine import` gives each Xcode target a
/// module-local `NSLocalizedString` that calls this (docs/FRAMEWORKS.md).
public enum LocalizedStringTables {
    /// The translation of `key` in `tableName` (default `Localizable`). `Bundle.main` stands for
    /// every bundle of the process, as the extension's bundle does on iOS; another bundle is
    /// searched alone. Without a translation: Foundation's answer (`value` when not empty, else
    /// the key).
    public static func string(_ key: String, tableName: String?, bundle: Bundle, value: String) -> String {
        let directory = bundle == Bundle.main ? nil : bundle.bundleURL.path
        if let translation = Localization.shared.lookup(key, table: tableName, bundle: directory, locale: Localization.defaultLocale) {
            return translation
        }
        return bundle.localizedString(forKey: key, value: value, table: tableName)
    }
}
