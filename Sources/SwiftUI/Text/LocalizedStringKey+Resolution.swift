import Foundation

extension LocalizedStringKey {
    /// The key translated (or else its fallback, or itself) with its arguments substituted,
    /// as pieces of text.
    func resolved(table: String?, bundle: String?, locale: Locale) -> [Argument] {
        let translation = Localization.shared.lookup(key, table: table, bundle: bundle, locale: locale)
        let format = translation ?? fallback ?? key
        // A key without arguments is shown as written ("50% off" is not a format).
        if arguments.isEmpty { return [.string(translation == nil || format == key ? format : format.replacingOccurrences(of: "%%", with: "%"))] }
        return Self.substitute(format: format, arguments: arguments(in: locale))
    }

    /// Replaces printf placeholders (`%@`, `%lld`, `%2$@`, …) by the pre-formatted
    /// arguments in order or by position; `%%` is a percent sign.
    static func substitute(format: String, arguments: [Argument]) -> [Argument] {
        FormatSubstitution.substitute(format: format, arguments: arguments, literal: { .string($0) })
    }
}
