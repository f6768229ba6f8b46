import Foundation

/// A reference to a localizable string, resolved when it is shown, as Foundation's
/// `LocalizedStringResource` (iOS 16): a key, the value to show when no table translates
/// it, the table and bundle to look in, and the locale.
///
/// `Text(resource)` resolves it in the widget's environment locale; `String(localized:)` and
/// `AttributedString(localized:)` in the resource's own locale. Both read the same `.strings`
/// and `.xcstrings` tables `Text("key")` reads. On Apple's platforms the type is Foundation's;
/// here it comes with `SwiftUI` (and `WidgetKit`, which re-exports it).
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The string interpolation of ``String/LocalizationValue``.
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Where the string tables are: the app's main bundle (and, here, the SwiftPM resource
    /// bundles beside the executable, as `Text` searches), a class's bundle, or a directory.
    // @unchecked: `forClass` holds a class object, which is immutable and safe to share.
    public enum BundleDescription: Hashable, @unchecked Sendable, CustomStringConvertible {
        /// The main bundle.
        case main
        /// The bundle holding a class.
        case forClass(AnyClass)
        /// The bundle at a file URL.
        case atURL(URL)

        /// What `Localization` takes: nil for every bundle of the process, else a directory.
        var directory: String? {
            switch self {
            case .main: nil
            case .forClass(let type): LocalizedStringResource.directory(of: Bundle(for: type))
            case .atURL(let url): url.standardizedFileURL.path
            }
        }

        /// Whether two descriptions name the same bundle.
        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let a), .forClass(let b)): ObjectIdentifier(a) == ObjectIdentifier(b)
            case (.atURL(let a), .atURL(let b)): a == b
            default: false
            }
        }

        /// Hashes the bundle's identity.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }

        /// `main`, `forClass(Name)` or `atURL(path)`.
        public var description: String {
            switch self {
            case .main: "main"
            case .forClass(let type): "forClass(\(type))"
            case .atURL(let url): "atURL(\(url.path))"
            }
        }
    }

    /// The key looked up in the table.
    public var key: String
    /// What is shown when no table has the key; its arguments fill the translation too.
    public var defaultValue: String.LocalizationValue
    /// The table (`Localizable` when nil).
    public var table: String?
    /// Where the table is.
    public var bundle: BundleDescription {
        didSet { bundleOverride = nil }
    }
    /// The locale given, if one was: otherwise the locale of the request the widget is
    /// answering (`Locale.current` outside one).
    private var explicitLocale: Locale?

    /// The locale `String(localized:)` resolves the resource in.
    public var locale: Locale {
        get { explicitLocale ?? Localization.defaultLocale }
        set { explicitLocale = newValue }
    }

    /// A resource whose key is `keyAndValue`'s format key, shown as it is when no table has it.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource for `key`, showing `defaultValue` when no table has it.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource from a string literal: its key and default value.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal: its format key, and the literal as its default value.
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale?, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.explicitLocale = locale
        self.bundle = bundle
    }

    /// For `String(localized:bundle:)`, which names a `Bundle` rather than a description.
    init(_ value: String.LocalizationValue, table: String?, locale: Locale?, bundleName: String?) {
        self.init(key: value.key, defaultValue: value, table: table, locale: locale, bundle: .main)
        self.bundleOverride = bundleName
    }

    init(_ key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale?, bundleName: String?) {
        self.init(key: key, defaultValue: defaultValue, table: table, locale: locale, bundle: .main)
        self.bundleOverride = bundleName
    }

    /// The directory of the `Bundle` `String(localized:bundle:)` named, until `bundle` is set.
    private var bundleOverride: String?

    /// The directory `Localization` searches (nil: every bundle of the process).
    package var bundleDirectory: String? { bundleOverride ?? bundle.directory }

    /// A bundle's directory for `Localization`: nil for the main bundle (every bundle of the
    /// process is searched, as `Text` does), else its absolute path.
    static func directory(of bundle: Bundle?) -> String? {
        guard let bundle, bundle != Bundle.main else { return nil }
        return bundle.bundleURL.standardizedFileURL.path
    }

    /// The key translated in `locale` (the resource's own when nil) with the default value's
    /// arguments put in, or the default value when no table has the key.
    func resolved(in locale: Locale? = nil) -> String {
        let locale = locale ?? self.locale
        if let format = Localization.shared.lookup(key, table: table, bundle: bundleDirectory, locale: locale) {
            return defaultValue.formatted(format, translated: true)
        }
        return defaultValue.formatted(defaultValue.key, translated: false)
    }

    /// The resource resolved in its locale.
    public var description: String { resolved() }
}
