/// Interprets one color component the ways Xcode writes them.
///
/// Xcode's color panel stores whatever input method the author picked:
/// "Floating point" gives "0.500", "8-bit" gives "128", "8-bit Hexadecimal" gives "0x80".
/// Hand-written catalogs also use plain JSON numbers.
enum ColorComponent {
    /// Real catalogs stay within a few units even in extended spaces; far beyond, a component
    /// is a typo, and the conversion to extended sRGB (a 2.4th power) would turn it into
    /// infinity or NaN that the renderer draws with (found by `scripts/fuzz.sh assets`).
    static let maximumMagnitude = 1_000.0

    /// A red/green/blue/white component, or `nil` if it cannot be understood.
    static func channel(_ value: JSONValue, extended: Bool) -> Double? {
        guard let number = unboundedChannel(value, extended: extended), abs(number) <= maximumMagnitude else { return nil }
        return number
    }

    private static func unboundedChannel(_ value: JSONValue, extended: Bool) -> Double? {
        switch value {
        case .string(let text):
            return channel(text, extended: extended)
        case .number(let number):
            guard number.isFinite else { return nil }
            // A whole number above 1 can only mean the 0-255 scale outside extended spaces;
            // 0 and 1 read the same either way, so numbers stay floats otherwise.
            if !extended, number > 1, number == number.rounded() {
                return number <= 255 ? number / 255 : nil
            }
            return number
        default:
            return nil
        }
    }

    /// Alpha is always 0-1 in Xcode's files, even when the channels are 8-bit ("1" means opaque).
    static func alpha(_ value: JSONValue) -> Double? {
        switch value {
        case .string(let text):
            let trimmed = text.trimmingWhitespace()
            if let hex = hexByte(trimmed) { return Double(hex) / 255 }
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return number
        case .number(let number):
            return number.isFinite ? number : nil
        default:
            return nil
        }
    }

    private static func channel(_ text: String, extended: Bool) -> Double? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        if trimmed.lowercased().hasPrefix("0x") {
            return hexByte(trimmed).map { Double($0) / 255 }
        }
        // A decimal point or exponent marks the floating form; a bare integer is 8-bit.
        if trimmed.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return number
        }
        guard let integer = Int(trimmed) else { return nil }
        if !extended, !(0...255).contains(integer) { return nil }
        return Double(integer) / 255
    }

    /// "0x80" -> 128; only 1-2 hex digits, since Xcode writes one byte per channel.
    private static func hexByte(_ text: String) -> Int? {
        guard text.lowercased().hasPrefix("0x") else { return nil }
        let digits = text.dropFirst(2)
        guard (1...2).contains(digits.count), let value = Int(digits, radix: 16) else { return nil }
        return value
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
