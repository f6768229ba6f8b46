import Foundation

/// A key into the widget's string tables. String literals with interpolation become a
/// format key (`"Score: %lld"`) plus arguments, exactly as on iOS, so translations match.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    enum Argument: Sendable {
        case string(String)
        case text(Text)
        case image(Image)
    }
    let key: String
    /// The arguments, a number written without a locale (for plain-text labels).
    let arguments: [Argument]
    /// The numbers among `arguments` by position, formatted again with the environment's
    /// locale when the key is shown (`arguments(in:)`).
    var numbers: [Int: NumberArgument] = [:]
    /// The format shown when no table has the key (a `LocalizedStringResource`'s default
    /// value); nil shows the key itself.
    var fallback: String? = nil

    /// A key from a string, used as it is (no format arguments).
    public init(_ value: String) {
        self.key = value
        self.arguments = []
    }

    init(key: String, arguments: [Argument], fallback: String?) {
        self.key = key
        self.arguments = arguments
        self.fallback = fallback
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from an interpolated literal: the format key plus its arguments.
    public init(stringInterpolation: StringInterpolation) {
        self.key = stringInterpolation.key
        self.arguments = stringInterpolation.arguments
        self.numbers = stringInterpolation.numbers
    }

    /// Whether two keys have the same format key and arguments.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.fallback == rhs.fallback && String(reflecting: lhs.arguments) == String(reflecting: rhs.arguments)
    }

    /// Collects an interpolated literal into a format key (`%@`, `%lld`, …) and arguments.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []
        var numbers: [Int: NumberArgument] = [:]

        /// Starts an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        /// Appends literal text to the key, escaping `%`.
        public mutating func appendLiteral(_ literal: String) {
            // A literal percent sign must survive formatting. (Checked first: Foundation's
            // replacing is slow, and nearly every literal has none.)
            key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        /// Appends a string argument (`%@`).
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// Appends a string argument (`%@`).
        @_disfavoredOverload
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            appendInterpolation(String(string))
        }

        /// Appends a value formatted by a `Formatter` as a string argument (`%@`).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// Appends a date formatted by a `Formatter` (`"\(date, formatter: f)"`) as a string
        /// argument (`%@`). On Apple `Date` takes the `ReferenceConvertible` form; Linux's
        /// Foundation does not make it `ReferenceConvertible`, so it has its own.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            key += "%@"
            arguments.append(.string(formatter.string(for: date) ?? String(describing: date)))
        }

        /// Appends an object formatted by a `Formatter` as a string argument (`%@`).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? subject.description))
        }

        /// Appends a value formatted by a `FormatStyle` as a string argument (`%@`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
            arguments.append(.string(format.format(input)))
        }

        /// Numbers use their C format specifier (`%lld`, `%lf`) as on iOS, formatted with the
        /// environment's locale when shown: `Text("\(12345)")` reads "12,345" in en_US and
        /// "12.345" in de_DE, `Text("\(3.5)")` "3.500000" and "3,500000".
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: T._specifier)
        }

        /// Appends a number with a printf-style format specifier, keeping the specifier in the key.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            if let number = NumberArgument(value._arg, specifier: specifier) { numbers[arguments.count] = number }
            arguments.append(.string(String(format: specifier, value._arg)))
        }

        /// Anything else printable (a superset of iOS, where this does not compile).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolation(String(describing: value))
        }

        /// Appends a text, with its own styling, as an argument (`%@`).
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
        }

        /// Appends an inline image as an argument (`%@`).
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(.image(image))
        }

        /// Appends an attributed string's characters as an argument (`%@`).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(String(attributedString.characters))
        }

        /// Appends a date in a date style; relative styles keep updating.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text(date, style: style))
        }

        /// Appends a date range ("10:00–11:00").
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            appendInterpolation(Text(dates))
        }

        /// Appends a date interval as a range.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            appendInterpolation(Text(interval))
        }

        /// Appends a live timer that counts to or from the range's ends.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
            appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
    }
}
