import Foundation

extension LocalizedStringKey {
    /// A number interpolated into a key (`Text("\(count) steps")`), kept as a value so it is
    /// formatted with the locale of the environment that shows it, as SwiftUI formats its
    /// arguments: `%lld` with the locale's grouping ("12,345" in en_US, "12.345" in de_DE,
    /// "12 345" with a narrow no-break space in fr_FR), `%lf` with its decimal separator too.
    struct NumberArgument: Sendable {
        /// The C argument `_FormatSpecifiable` gives, by its type.
        enum Value: Sendable {
            case int32(Int32), int64(Int64), uint32(UInt32), uint64(UInt64), double(Double)
        }
        let specifier: String
        let value: Value

        /// Nil when the value is not one of the standard integer and floating-point types'
        /// C arguments; the caller keeps a fixed string.
        init?(_ argument: some CVarArg, specifier: String) {
            switch argument {
            case let v as Int32: value = .int32(v)
            case let v as Int64: value = .int64(v)
            case let v as UInt32: value = .uint32(v)
            case let v as UInt64: value = .uint64(v)
            case let v as Double: value = .double(v)
            default: return nil
            }
            self.specifier = specifier
        }

        /// The number as `locale` writes it with the key's specifier.
        func formatted(_ locale: Locale) -> String {
            switch value {
            case .int32(let v): String(format: specifier, locale: locale, v)
            case .int64(let v): String(format: specifier, locale: locale, v)
            case .uint32(let v): String(format: specifier, locale: locale, v)
            case .uint64(let v): String(format: specifier, locale: locale, v)
            case .double(let v): String(format: specifier, locale: locale, v)
            }
        }
    }

    /// The arguments with each interpolated number formatted for `locale`.
    func arguments(in locale: Locale) -> [Argument] {
        guard !numbers.isEmpty else { return arguments }
        var localized = arguments
        for (index, number) in numbers where localized.indices.contains(index) {
            localized[index] = .string(number.formatted(locale))
        }
        return localized
    }
}
