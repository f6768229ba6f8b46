/// A log message: a string literal whose interpolated values keep their privacy and format
/// until the message is written. `Logger` takes only these, so a plain `String` variable does
/// not compile as a message, as on Apple's platforms (interpolate it: `"\(text)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's literal text and interpolated values.
    public let interpolation: OSLogInterpolation

    /// A message with no interpolated values.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// A message built by the compiler from a string interpolation.
    public init(stringInterpolation: OSLogInterpolation) {
        self.interpolation = stringInterpolation
    }

    /// The text as written to the log: redacted values as `<private>` (or their hash under
    /// `mask: .hash`) unless `revealingPrivate`.
    package func rendered(revealingPrivate: Bool) -> String {
        var text = ""
        for segment in interpolation.segments {
            switch segment {
            case .literal(let literal):
                text += literal
            case .value(let render, let privacy, let publicByDefault, let alignment):
                if revealingPrivate || !privacy.redacts(publicByDefault: publicByDefault) {
                    text += alignment.apply(render())
                } else if privacy.mask == .hash {
                    text += "<mask.hash: '\(RedactionHash.of(render()))'>"
                } else {
                    text += "<private>"
                }
            }
        }
        return text
    }
}

/// The parts of a log message as the compiler appends them. Each `appendInterpolation` takes
/// Apple's arguments (`format:`, `align:`, `privacy:`); values are read only when the message
/// is written.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        case value(render: () -> String, privacy: OSLogPrivacy, publicByDefault: Bool, alignment: OSLogStringAlignment)
    }

    var segments: [Segment] = []

    /// An empty interpolation (the compiler passes size hints).
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text, which is never redacted.
    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
    }

    private mutating func append(
        _ privacy: OSLogPrivacy, publicByDefault: Bool, align: OSLogStringAlignment = .none,
        _ render: @escaping () -> String
    ) {
        segments.append(.value(render: render, privacy: privacy, publicByDefault: publicByDefault, alignment: align))
    }

    /// Appends a string; redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: false, align: align, argumentString)
    }

    /// Appends a value's `description`; redacted unless `privacy` is `.public`. Disfavoured so
    /// that integers (which are `CustomStringConvertible` too) take the numeric overloads.
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: false, align: align) { value().description }
    }

    /// Appends an object's `description`; redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append(privacy, publicByDefault: false) { argumentObject().description }
    }

    /// Appends an error's description (`localizedDescription` for an `NSError`); redacted
    /// unless `privacy` is `.public`. Disfavoured so a type that is also
    /// `CustomStringConvertible` uses its `description`.
    @_disfavoredOverload
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        append(privacy, publicByDefault: false) { String(describing: error()) }
    }

    /// Appends a type's name; shown by default.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true, align: align) { String(describing: value()) }
    }

    /// Appends an `Int`; shown by default.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true, align: align) { format.format(number()) }
    }

    /// Appends any fixed-width integer; shown by default.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T,
        format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true, align: align) { format.format(number()) }
    }

    /// Appends a `Double` (fixed-point, six decimals by default); shown by default.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true, align: align) { format.format(number()) }
    }

    /// Appends a `Float`; shown by default.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true, align: align) { format.format(Double(number())) }
    }

    /// Appends a `CGFloat`; shown by default.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true, align: align) { format.format(Double(number())) }
    }

    /// Appends a Boolean as `true`/`false` (or `YES`/`NO` with `.answer`); shown by default.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy, publicByDefault: true) {
            switch format {
            case .truth: return boolean() ? "true" : "false"
            case .answer: return boolean() ? "YES" : "NO"
            }
        }
    }
}

/// The short, stable stand-in that `mask: .hash` shows for a redacted value: equal values give
/// equal hashes, so messages about the same hidden value can be matched up.
enum RedactionHash {
    /// 64-bit FNV-1a of the UTF-8 bytes, in base64.
    static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let bytes = withUnsafeBytes(of: hash.bigEndian) { Array($0) }
        return Data(bytes).base64EncodedString()
    }
}
