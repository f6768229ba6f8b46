import Foundation

extension String {
    /// A localizable string as Foundation's `String.LocalizationValue` (iOS 15): a format key
    /// built from a literal, `"Score: %lld"` for `"Score: \(score)"`, and the arguments to put
    /// in it. `String(localized:)` and ``LocalizedStringResource`` look the key up in the
    /// widget's string tables, the same tables `Text` reads.
    ///
    /// On Apple's platforms it lives in Foundation; Linux's Foundation does not have it, so it
    /// comes with `FoundationCompat`, which `SwiftUI` re-exports and imported Xcode targets get
    /// in every file (docs/FRAMEWORKS.md).
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The format key: literal text with `%` written `%%`, and one placeholder per argument.
        package let key: String
        /// Each argument already formatted, in order.
        package let arguments: [String]

        /// A value whose key is `value` as it is, with no arguments.
        public init(_ value: String) {
            self.key = value
            self.arguments = []
        }

        /// A value from a string literal (its key).
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value from an interpolated literal: its format key and arguments.
        public init(stringInterpolation: StringInterpolation) {
            self.key = stringInterpolation.key
            self.arguments = stringInterpolation.arguments
        }

        /// `format` with the arguments put in; `format` itself when there are none (a key
        /// without arguments is not a format: "50% off" stays as written).
        func formatted(_ format: String, translated: Bool) -> String {
            if arguments.isEmpty { return translated ? format.replacingOccurrences(of: "%%", with: "%") : format }
            return FormatSubstitution.substitute(format: format, arguments: arguments, literal: { $0 }).joined()
        }

        /// Collects an interpolated literal into a format key (`%@`, `%lld`, …) and its
        /// arguments, with the placeholders Foundation writes for each type.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [String] = []

            /// Starts an empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            }

            /// Appends literal text to the key, escaping `%`.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            }

            /// Appends a string argument (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                key += "%@"
                arguments.append(string)
            }

            /// Appends a string argument (`%@`).
            @_disfavoredOverload
            public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
                appendInterpolation(String(string))
            }

            /// Numbers take their C format specifier (`%lld`, `%lf`), as Foundation writes them.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
                appendInterpolation(value, specifier: T._specifier)
            }

            /// Appends a number with a printf-style specifier (`"\(km, specifier: "%.1f")"`),
            /// which stays in the key so a translation can move it.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
                key += specifier
                arguments.append(String(format: specifier, value._arg))
            }

            /// Appends a value formatted by a `FormatStyle` (`%@`).
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                key += "%@"
                arguments.append(format.format(input))
            }

            /// Appends a value formatted by a `Formatter` (`%@`).
            public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
                key += "%@"
                arguments.append(formatter?.string(for: subject) ?? String(describing: subject))
            }

            /// Appends a date formatted by a `Formatter` (`%@`); Linux's `Date` is not
            /// `ReferenceConvertible`, so it has its own form.
            public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
                key += "%@"
                arguments.append(formatter.string(for: date) ?? String(describing: date))
            }

            /// Appends an object, formatted by a `Formatter` when one is given (`%@`).
            public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
                key += "%@"
                arguments.append(formatter?.string(for: subject) ?? subject.description)
            }

            /// Appends an attributed string's characters (`%@`).
            public mutating func appendInterpolation(_ attributedString: AttributedString) {
                appendInterpolation(String(attributedString.characters))
            }

            /// Appends another resource, resolved in its own locale (`%@`).
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                appendInterpolation(String(localized: resource))
            }

            /// Anything else printable (a superset of Foundation's overloads).
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) {
                appendInterpolation(String(describing: value))
            }
        }
    }

    /// The translation of `keyAndValue` in the widget's string tables (`Localizable` unless
    /// `table` is given) for `locale`, with its arguments put in; the value itself when no
    /// table has it. `locale` defaults to the locale of the request the widget is answering.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self = LocalizedStringResource(keyAndValue, table: table, locale: locale, bundleName: LocalizedStringResource.directory(of: bundle)).resolved()
    }

    /// The translation of `key`, or `defaultValue` when no table has it, with the arguments of
    /// `defaultValue` put in.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = LocalizedStringResource(
            key.description, defaultValue: defaultValue, table: table, locale: locale, bundleName: LocalizedStringResource.directory(of: bundle)
        )
        .resolved()
    }

    /// The resource resolved: its key translated for its locale, or its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved()
    }
}

extension AttributedString {
    /// The translation of `keyAndValue`, as `String(localized:table:bundle:locale:comment:)`
    /// finds it, as an attributed string. Markdown in the translation is kept as written.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        self.init(String(localized: keyAndValue, table: table, bundle: bundle, locale: locale, comment: comment))
    }

    /// The resource resolved, as an attributed string.
    public init(localized resource: LocalizedStringResource) {
        self.init(String(localized: resource))
    }
}
