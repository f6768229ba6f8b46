import Foundation

/// Why a format string could not become a predicate: the string, where, and what was wrong.
public struct PredicateFormatError: Error, CustomStringConvertible, Sendable {
    /// The format string.
    public let format: String
    /// The character offset the problem starts at.
    public let offset: Int
    /// What is wrong, in a sentence.
    public let reason: String

    /// Apple's wording ("Unable to parse the format string") followed by the reason and place.
    public var description: String { "Unable to parse the format string \"\(format)\": \(reason) (at offset \(offset))" }
}

/// Parses the `NSPredicate(format:)` subset widget code uses into a `PredicateNode`, once.
///
/// Supported: comparisons `== = != <> < <= =< > >= =>`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`
/// (each with `[c]`, `[d]`, `[cd]`), `IN`, `BETWEEN`; `AND`/`&&`, `OR`/`||`, `NOT`/`!`,
/// parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`; operands: attribute keys, `%K`, `%@`, `%d`,
/// `%i`, `%u`, `%f` (with `l`, `ll`, `h`, `q` lengths), string and number literals, `YES`/`TRUE`,
/// `NO`/`FALSE`, `nil`/`NULL`, and `{…}` lists. Everything else (key paths through
/// relationships, `ANY`/`ALL`/`NONE`/`SOME`, `SUBQUERY`, `LIKE`, `MATCHES`, functions,
/// arithmetic, `$variables`, `SELF`) is refused with a reason.
struct PredicateParser {
    private let format: String
    private let characters: [Character]
    private var position = 0
    private var arguments: [Any?]
    private var nextArgument = 0

    /// The predicate `format` says, with `arguments` substituted for its `%` specifiers.
    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
        var parser = PredicateParser(format: format, arguments: arguments)
        let node = try parser.parseOr()
        parser.skipSpace()
        guard parser.position == parser.characters.count else {
            throw parser.failure("unexpected '\(parser.rest(12))' after a complete predicate")
        }
        guard parser.nextArgument == arguments.count else {
            throw parser.failure("\(arguments.count) arguments were given for \(parser.nextArgument) format specifiers")
        }
        return node
    }

    private init(format: String, arguments: [Any?]) {
        self.format = format
        self.characters = Array(format)
        self.arguments = arguments
    }

    // MARK: Grammar

    private mutating func parseOr() throws -> PredicateNode {
        var parts = [try parseAnd()]
        while consumeKeyword("OR") || consumeSymbol("||") { parts.append(try parseAnd()) }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var parts = [try parseNot()]
        while consumeKeyword("AND") || consumeSymbol("&&") { parts.append(try parseNot()) }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws -> PredicateNode {
        skipSpace()
        if consumeKeyword("NOT") { return .not(try parseNot()) }
        if peek() == "!" && peek(1) != "=" {
            position += 1
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        skipSpace()
        if consumeSymbol("(") {
            let inner = try parseOr()
            guard consumeSymbol(")") else { throw failure("expected ')' to close the '(' before it") }
            return inner
        }
        if consumeKeyword("TRUEPREDICATE") { return .constant(true) }
        if consumeKeyword("FALSEPREDICATE") { return .constant(false) }
        for word in ["ANY", "ALL", "NONE", "SOME"] where peekKeyword(word) {
            throw failure("the aggregate operator \(word) needs to-many relationships, which Vitrine's Core Data does not support")
        }
        if peekKeyword("SUBQUERY") { throw failure("SUBQUERY needs relationships, which Vitrine's Core Data does not support") }
        let lhs = try parseOperand()
        let (op, options) = try parseOperator()
        let rhs = try parseOperand()
        return .comparison(lhs, op, options, rhs)
    }

    private mutating func parseOperator() throws -> (PredicateOperator, PredicateOptions) {
        skipSpace()
        let symbols: [(String, PredicateOperator)] = [
            ("==", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual), ("=<", .lessOrEqual), (">=", .greaterOrEqual),
            ("=>", .greaterOrEqual), ("=", .equal), ("<", .less), (">", .greater),
        ]
        for (symbol, op) in symbols where consumeSymbol(symbol) { return (op, try parseOptions()) }
        let words: [(String, PredicateOperator)] = [
            ("BEGINSWITH", .beginsWith), ("ENDSWITH", .endsWith), ("CONTAINS", .contains), ("IN", .in), ("BETWEEN", .between),
        ]
        for (word, op) in words where consumeKeyword(word) { return (op, try parseOptions()) }
        for word in ["LIKE", "MATCHES", "UTI-CONFORMS-TO", "UTI-EQUALS"] where peekKeyword(word) {
            throw failure("the operator \(word) is not in the supported subset (==, !=, <, <=, >, >=, BEGINSWITH, ENDSWITH, CONTAINS, IN, BETWEEN)")
        }
        if position >= characters.count { throw failure("expected a comparison operator, found the end of the string") }
        throw failure("expected a comparison operator (==, !=, <, <=, >, >=, BEGINSWITH, ENDSWITH, CONTAINS, IN, BETWEEN), found '\(rest(12))'")
    }

    private mutating func parseOptions() throws -> PredicateOptions {
        guard peek() == "[" else { return [] }
        let start = position
        position += 1
        var options: PredicateOptions = []
        while let character = peek(), character != "]" {
            switch character.lowercased() {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n": break  // normalized: strings are compared as Swift compares them anyway
            default:
                position = start
                throw failure("unknown comparison option '\(character)' (use [c], [d] or [cd])")
            }
            position += 1
        }
        guard consumeSymbol("]") else { throw failure("expected ']' to close the comparison options") }
        return options
    }

    private mutating func parseOperand() throws -> PredicateOperand {
        skipSpace()
        guard let character = peek() else { throw failure("expected a key, a value or a format specifier, found the end of the string") }
        switch character {
        case "%": return try parseSpecifier()
        case "'", "\"": return .value(.string(try parseString(quote: character)))
        case "{":
            position += 1
            var items: [PredicateOperand] = []
            skipSpace()
            if consumeSymbol("}") { return .list(items) }
            repeat { items.append(try parseOperand()) } while consumeSymbol(",")
            guard consumeSymbol("}") else { throw failure("expected '}' to close the list") }
            return .list(items)
        case "$": throw failure("substitution variables ($name) are not supported; pass the value as a %@ argument")
        case "@": throw failure("'@' functions and collection operators are not supported")
        case "-", "+", "0"..."9", ".": return .value(try parseNumber())
        default: break
        }
        guard character.isLetter || character == "_" || character == "#" else { throw failure("unexpected '\(character)'") }
        let word = readIdentifier()
        switch word.uppercased() {
        case "YES", "TRUE": return .value(.bool(true))
        case "NO", "FALSE": return .value(.bool(false))
        case "NIL", "NULL": return .value(.null)
        case "SELF": throw failure("SELF is not supported; compare an attribute by its key")
        default: break
        }
        if peek() == "." {
            throw failure("the key path '\(word).…' goes through a relationship, which Vitrine's Core Data does not support; use the attribute's key")
        }
        if peek() == "(" { throw failure("functions such as \(word)(…) are not supported") }
        return .key(word.hasPrefix("#") ? String(word.dropFirst()) : word)
    }

    private mutating func parseSpecifier() throws -> PredicateOperand {
        let start = position
        position += 1
        while let character = peek(), "lhqjzt".contains(character) { position += 1 }
        guard let conversion = peek() else { throw failure("a format specifier is cut off at the end of the string") }
        position += 1
        guard nextArgument < arguments.count else {
            position = start
            throw failure("the format specifier %\(conversion) has no argument (\(arguments.count) given)")
        }
        let argument = arguments[nextArgument]
        let index = nextArgument + 1
        nextArgument += 1
        switch conversion {
        case "@":
            guard let value = PredicateValue.from(argument) else {
                position = start
                throw failure("argument \(index) is a \(type(of: argument!)), which a predicate cannot compare")
            }
            return .value(value)
        case "K":
            guard let key = AttributeValues.unwrap(argument) as? String else {
                position = start
                throw failure("%K needs a String key, argument \(index) is \(argument.map { "a \(type(of: $0))" } ?? "nil")")
            }
            return .key(key)
        case "d", "i", "u", "D", "U", "c", "x", "X", "o":
            guard let number = AttributeValues.unwrap(argument).flatMap(AttributeValues.integer) else {
                position = start
                throw failure("%\(conversion) needs an integer, argument \(index) is \(argument.map { "a \(type(of: $0))" } ?? "nil")")
            }
            return .value(.integer(number))
        case "f", "e", "g", "F", "E", "G":
            guard let number = AttributeValues.unwrap(argument).flatMap(AttributeValues.number) else {
                position = start
                throw failure("%\(conversion) needs a number, argument \(index) is \(argument.map { "a \(type(of: $0))" } ?? "nil")")
            }
            return .value(.double(number))
        default:
            position = start
            throw failure("the format specifier %\(conversion) is not supported (use %@, %K, %d, %i, %u or %f)")
        }
    }

    private mutating func parseString(quote: Character) throws -> String {
        let start = position
        position += 1
        var text = ""
        while let character = peek() {
            position += 1
            if character == quote { return text }
            if character == "\\", let escaped = peek() {
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                default: text.append(escaped)
                }
            } else {
                text.append(character)
            }
        }
        position = start
        throw failure("the string literal is not closed")
    }

    private mutating func parseNumber() throws -> PredicateValue {
        let start = position
        if peek() == "-" || peek() == "+" { position += 1 }
        while let character = peek(), character.isNumber || character == "." || character == "e" || character == "E" {
            position += 1
            if character == "e" || character == "E", peek() == "-" || peek() == "+" { position += 1 }
        }
        let text = String(characters[start..<position])
        if let integer = Int64(text) { return .integer(integer) }
        if let double = Double(text) { return .double(double) }
        position = start
        throw failure("'\(text)' is not a number")
    }

    // MARK: Characters

    private func peek(_ ahead: Int = 0) -> Character? {
        position + ahead < characters.count ? characters[position + ahead] : nil
    }

    private mutating func skipSpace() {
        while let character = peek(), character.isWhitespace { position += 1 }
    }

    private mutating func readIdentifier() -> String {
        let start = position
        if peek() == "#" { position += 1 }
        while let character = peek(), character.isLetter || character.isNumber || character == "_" { position += 1 }
        return String(characters[start..<position])
    }

    private mutating func consumeSymbol(_ symbol: String) -> Bool {
        skipSpace()
        let symbolCharacters = Array(symbol)
        guard position + symbolCharacters.count <= characters.count, Array(characters[position..<position + symbolCharacters.count]) == symbolCharacters
        else { return false }
        position += symbolCharacters.count
        return true
    }

    private func peekKeyword(_ word: String) -> Bool {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let wordCharacters = Array(word)
        guard index + wordCharacters.count <= characters.count else { return false }
        guard String(characters[index..<index + wordCharacters.count]).uppercased() == word else { return false }
        let after = index + wordCharacters.count
        return after == characters.count || !(characters[after].isLetter || characters[after].isNumber || characters[after] == "_" || characters[after] == "-")
    }

    private mutating func consumeKeyword(_ word: String) -> Bool {
        guard peekKeyword(word) else { return false }
        skipSpace()
        position += word.count
        return true
    }

    private func rest(_ length: Int) -> String {
        String(characters[position..<min(characters.count, position + length)])
    }

    private func failure(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(format: format, offset: position, reason: reason)
    }
}
