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
    let arguments: [Argument]

    public init(_ value: String) {
        self.key = value
        self.arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.key = stringInterpolation.key
        self.arguments = stringInterpolation.arguments
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && String(reflecting: lhs.arguments) == String(reflecting: rhs.arguments)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            // A literal percent sign must survive formatting. (Checked first: Foundation's
            // replacing is slow, and nearly every literal has none.)
            key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            appendInterpolation(String(string))
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            arguments.append(.string(formatter?.string(for: subject) ?? subject.description))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
            arguments.append(.string(format.format(input)))
        }

        /// Numbers use their C format specifier (`%lld`, `%lf`) as on iOS: `Text("\(3.5)")`
        /// reads "3.500000" there too.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: T._specifier)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(.string(String(format: specifier, value._arg)))
        }

        /// Anything else printable (a superset of iOS, where this does not compile).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolation(String(describing: value))
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
        }

        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(.image(image))
        }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendInterpolation(String(attributedString.characters))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text(date, style: style))
        }

        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            appendInterpolation(Text(dates))
        }

        public mutating func appendInterpolation(_ interval: DateInterval) {
            appendInterpolation(Text(interval))
        }

        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
            appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        }
    }
}

/// Numeric types with a printf specifier for localized format keys.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    static var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public static var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public static var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public static var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public static var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public static var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public static var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public static var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public static var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public static var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public static var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) }; public static var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public static var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public static var _specifier: String { "%lf" } }
