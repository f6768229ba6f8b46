/// How an interpolated integer is written: decimal, hexadecimal or octal, with an optional
/// plus sign, prefix, upper-case digits and a minimum number of digits (zero-padded).
public struct OSLogIntegerFormatting {
    enum Radix { case decimal, hex, octal }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: (() -> Int)?

    /// Decimal digits, a minus sign only when negative.
    public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false) }
    /// Hexadecimal digits without a prefix (negative values as their two's-complement bits).
    public static var hex: OSLogIntegerFormatting { .hex(explicitPositiveSign: false, includePrefix: false, uppercase: false) }
    /// Octal digits without a prefix (negative values as their two's-complement bits).
    public static var octal: OSLogIntegerFormatting { .octal(explicitPositiveSign: false, includePrefix: false, uppercase: false) }

    /// Decimal, with `+` before positive values when `explicitPositiveSign`.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: nil)
    }

    /// Decimal with at least `minDigits` digits (leading zeros).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal; `includePrefix` adds `0x`, `uppercase` writes `A`–`F`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// Hexadecimal with at least `minDigits` digits.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal; `includePrefix` adds `0o`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// Octal with at least `minDigits` digits.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// The text of `value` in this format.
    func format<T: FixedWidthInteger>(_ value: T) -> String {
        var digits: String
        var negative = false
        switch radix {
        case .decimal:
            negative = value < 0
            digits = String(value.magnitude)
        case .hex, .octal:
            // printf's %x and %o: the value's bits, unsigned.
            digits = String(T.Magnitude(truncatingIfNeeded: value), radix: radix == .hex ? 16 : 8, uppercase: uppercase)
        }
        if let minDigits {
            let width = minDigits()
            if digits.count < width { digits = String(repeating: "0", count: width - digits.count) + digits }
        }
        let prefix: String
        switch (radix, includePrefix) {
        case (.hex, true): prefix = uppercase ? "0X" : "0x"
        case (.octal, true): prefix = uppercase ? "0O" : "0o"
        default: prefix = ""
        }
        let sign = negative ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point value is written, as printf's `%f`, `%e`, `%a` and `%g`.
public struct OSLogFloatFormatting {
    enum Style { case fixed, exponential, hex, hybrid }

    let style: Style
    let precision: (() -> Int)?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point with six decimals (`%f`): `3.140000`.
    public static var fixed: OSLogFloatFormatting { .fixed(explicitPositiveSign: false, uppercase: false) }
    /// Exponential notation (`%e`): `3.140000e+00`.
    public static var exponential: OSLogFloatFormatting { .exponential(explicitPositiveSign: false, uppercase: false) }
    /// Hexadecimal floating point (`%a`).
    public static var hex: OSLogFloatFormatting { .hex(explicitPositiveSign: false, uppercase: false) }
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static var hybrid: OSLogFloatFormatting { .hybrid(explicitPositiveSign: false, uppercase: false) }

    /// Fixed-point with `precision` decimals.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed-point with the default precision.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential notation with `precision` decimals.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(style: .exponential, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential notation with the default precision.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hexadecimal floating point.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential with `precision` significant digits.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(style: .hybrid, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential with the default precision.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The text of `value` in this format.
    func format(_ value: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(max(0, precision()))" }
        switch style {
        case .fixed: spec += uppercase ? "F" : "f"
        case .exponential: spec += uppercase ? "E" : "e"
        case .hex: spec += uppercase ? "A" : "a"
        case .hybrid: spec += uppercase ? "G" : "g"
        }
        return String(format: spec, value)
    }
}

/// The column an interpolated value is padded to: none, or at least `columns` wide, left or
/// right aligned.
public struct OSLogStringAlignment {
    let columns: (() -> Int)?
    let left: Bool

    /// No padding.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: nil, left: false) }
    /// Padded with spaces after the value to at least `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: true)
    }
    /// Padded with spaces before the value to at least `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: false)
    }

    /// `text` padded to the column.
    func apply(_ text: String) -> String {
        guard let columns else { return text }
        let missing = columns() - text.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return left ? text + padding : padding + text
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    case truth
    /// `YES` / `NO`.
    case answer
}
