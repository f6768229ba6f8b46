import Foundation

/// Puts pre-formatted arguments into a printf-style localization format, as Foundation and
/// SwiftUI do for `String(localized:)` and `Text`: `%@`, `%lld`, `%.1f`… take the next
/// argument, `%2$@` a given one, and `%%` is a percent sign.
package enum FormatSubstitution {
    /// Replaces printf placeholders (`%@`, `%lld`, `%2$@`, …) by the pre-formatted
    /// arguments in order or by position; `%%` is a percent sign.
    package static func substitute<Argument>(format: String, arguments: [Argument], literal makeLiteral: (String) -> Argument) -> [Argument] {
        var pieces: [Argument] = []
        var literal = ""
        var nextArgument = 0
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else { literal.append(c); i = format.index(after: i); continue }
            var j = format.index(after: i)
            guard j < format.endIndex else { literal.append(c); break }
            if format[j] == "%" { literal.append("%"); i = format.index(after: j); continue }
            // Optional position "n$", then flags/width/precision/length, then a conversion.
            var position: Int?
            var digits = ""
            var k = j
            while k < format.endIndex, format[k].isNumber { digits.append(format[k]); k = format.index(after: k) }
            if k < format.endIndex, format[k] == "$", let n = Int(digits) { position = n - 1; j = format.index(after: k) }
            while j < format.endIndex, "0123456789.-+ #'hlqLzjt".contains(format[j]) { j = format.index(after: j) }
            guard j < format.endIndex else { literal += format[i...]; break }
            let index = position ?? nextArgument
            if position == nil { nextArgument += 1 }
            if !literal.isEmpty { pieces.append(makeLiteral(literal)); literal = "" }
            if index < arguments.count { pieces.append(arguments[index]) }
            i = format.index(after: j)
        }
        if !literal.isEmpty { pieces.append(makeLiteral(literal)) }
        return pieces
    }
}
