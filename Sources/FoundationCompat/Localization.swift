import Foundation

/// Finds translations the widget ships: `<lang>.lproj/<Table>.strings` and Xcode 15 string
/// catalogs (`<Table>.xcstrings`), in the main bundle and the SwiftPM resource bundles
/// beside the executable. Loaded once per table and cached.
package final class Localization: @unchecked Sendable {
    package static let shared = Localization()

    private static let requestLock = NSLock()
    nonisolated(unsafe) private static var requestLocaleStorage: Locale?

    /// The locale of the request the extension is answering, which WidgetKit sets before it
    /// asks a provider or resolves a view: `String(localized:)` without a locale uses it, as
    /// on iOS a widget's process runs in the device's locale.
    package static var requestLocale: Locale? {
        get { requestLock.withLock { requestLocaleStorage } }
        set { requestLock.withLock { requestLocaleStorage = newValue } }
    }

    /// The locale strings resolve in when none is given: the request's, else the process's.
    package static var defaultLocale: Locale { requestLocale ?? .current }

    private let lock = NSLock()
    private var tables: [String: [String: String]] = [:]
    /// For a table, bundle and locale: the tables to search, in order. Every `Text` looks up
    /// its key, so the search order is worked out once, not per lookup.
    private var searchOrders: [String: [[String: String]]] = [:]

    /// The translation of `key` for `locale`, or nil when no table has it.
    package func lookup(_ key: String, table: String?, bundle: String?, locale: Locale) -> String? {
        for strings in searchOrder(table: table ?? "Localizable", bundle: bundle, locale: locale) {
            if let value = strings[key] { return value }
        }
        return nil
    }

    private func searchOrder(table: String, bundle: String?, locale: Locale) -> [[String: String]] {
        let cacheKey = table + "|" + (bundle ?? "") + "|" + locale.identifier
        lock.lock()
        let cached = searchOrders[cacheKey]
        lock.unlock()
        if let cached { return cached }
        var order: [[String: String]] = []
        for language in Self.languages(for: locale) {
            for directory in Self.bundleDirectories(named: bundle) {
                let strings = strings(directory: directory, table: table, language: language)
                if !strings.isEmpty { order.append(strings) }
            }
        }
        lock.lock()
        searchOrders[cacheKey] = order
        lock.unlock()
        return order
    }

    private func strings(directory: URL, table: String, language: String) -> [String: String] {
        let cacheKey = directory.path + "|" + table + "|" + language
        lock.lock()
        defer { lock.unlock() }
        if let cached = tables[cacheKey] { return cached }
        var result: [String: String] = [:]
        let lproj = directory.appendingPathComponent("\(language).lproj/\(table).strings")
        if let data = try? Data(contentsOf: lproj),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        {
            result = plist
        }
        let catalog = directory.appendingPathComponent("\(table).xcstrings")
        if let data = try? Data(contentsOf: catalog), let parsed = try? JSONDecoder().decode(StringCatalog.self, from: data) {
            for (key, entry) in parsed.strings where result[key] == nil {
                if let value = entry.localizations?[language]?.stringUnit?.value { result[key] = value }
            }
        }
        tables[cacheKey] = result
        return result
    }

    private struct StringCatalog: Decodable {
        struct Entry: Decodable { var localizations: [String: Localized]? }
        struct Localized: Decodable { var stringUnit: Unit? }
        struct Unit: Decodable { var value: String }
        var strings: [String: Entry]
    }

    package static func languages(for locale: Locale) -> [String] {
        let id = locale.identifier.replacingOccurrences(of: "_", with: "-")
        var result = [id]
        if let language = locale.language.languageCode?.identifier, language != id { result.append(language) }
        result.append("Base")
        return result
    }

    /// A bundle named by its directory beside the executable, or by an absolute path
    /// (`LocalizedStringResource.BundleDescription.atURL`); nil is every bundle of the process.
    package static func bundleDirectories(named bundle: String?) -> [URL] {
        if let bundle {
            return [bundle.hasPrefix("/") ? URL(fileURLWithPath: bundle, isDirectory: true) : executableDirectory.appendingPathComponent(bundle)]
        }
        return processBundles
    }

    package static let executableDirectory = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL

    /// The main bundle and the resource bundles beside the executable, listed once per
    /// process: a build folder holds hundreds of entries, and every `Text` looks up its key.
    package static let processBundles: [URL] = {
        let contents = (try? FileManager.default.contentsOfDirectory(at: executableDirectory, includingPropertiesForKeys: nil)) ?? []
        return [Bundle.main.bundleURL] + contents.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }.sorted { $0.path < $1.path }
    }()
}
