/// The Swift name Xcode's asset-symbol generator gives an asset (docs/ASSET-SYMBOLS.md).
///
/// The rules, read off the files Xcode 15+ generates: the name is split into words at every
/// character that is not a letter or digit and where a letter follows a digit; the first word's
/// leading capitals are lower-cased (`LuLu` → `luLu`, `DSWarning` → `dsWarning`, `IMG` → `img`);
/// every later word starts with a capital and keeps the rest (`checkmark_unchecked_DM` →
/// `checkmarkUncheckedDM`, `favicon-32x32` → `favicon32X32`); a colour drops a trailing `Color`
/// word and an image a trailing `Image` word when something is left (`AccentColor` → `accent`,
/// `Initial-Image` → `initial`, but `welcomeVCimage` and `Image` stay).
public enum AssetSymbolName {
    /// The kinds of asset that get a symbol.
    public enum Kind: Sendable {
        /// A `.colorset`: a `ColorResource` member.
        case color
        /// An `.imageset`: an `ImageResource` member.
        case image

        /// The trailing word Xcode drops for this kind.
        var droppedSuffix: String {
            switch self {
            case .color: "Color"
            case .image: "Image"
            }
        }
    }

    /// The symbol for an asset `name` of `kind`, or nil when the name has no letter or digit.
    ///
    /// The result is a valid Swift identifier: a name that begins with a digit gets a leading
    /// underscore and a keyword is written in backticks (Apple does not document either case;
    /// docs/ASSET-SYMBOLS.md says why these were chosen).
    public static func symbol(for name: String, kind: Kind) -> String? {
        let words = self.words(of: name)
        guard let first = words.first else { return nil }
        var symbol = lowercasingLeadingCapitals(first)
        for word in words.dropFirst() {
            symbol += word.prefix(1).uppercased() + word.dropFirst()
        }
        let suffix = kind.droppedSuffix
        if symbol.hasSuffix(suffix), symbol.count > suffix.count {
            symbol.removeLast(suffix.count)
        }
        if let firstCharacter = symbol.unicodeScalars.first, isDigit(firstCharacter) {
            symbol = "_" + symbol
        }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// The words of `name`: runs of letters and digits, split again where a letter follows a digit.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            guard isLetter(scalar) || isDigit(scalar) else {
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
                previous = nil
                continue
            }
            if let previous, isDigit(previous), isLetter(scalar), !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
            previous = scalar
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `LuLu` → `luLu`, `DSWarning` → `dsWarning`, `APC` → `apc`: a run of capitals is
    /// lower-cased except its last letter when a lower-case letter follows it.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].properties.isUppercase { capitals += 1 }
        guard capitals > 0 else { return word }
        let lowered =
            capitals == 1 || capitals == scalars.count || !scalars[capitals].properties.isLowercase
            ? capitals : capitals - 1
        let head = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[lowered...]))
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Words that cannot name a member without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Any", "Type",
    ]
}
