import Foundation

/// Evaluates a parsed predicate against an object, reading its values by key.
struct PredicateEvaluation {
    /// Reads a key of the object being evaluated; throws for a key the object does not have.
    let read: (String) throws -> PredicateValue

    func evaluate(_ node: PredicateNode) throws -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return try !evaluate(inner)
        case .and(let parts):
            for part in parts where try !evaluate(part) { return false }
            return true
        case .or(let parts):
            for part in parts where try evaluate(part) { return true }
            return false
        case .comparison(let lhs, let op, let options, let rhs):
            return Self.compare(try value(lhs), op, options, try value(rhs))
        }
    }

    private func value(_ operand: PredicateOperand) throws -> PredicateValue {
        switch operand {
        case .key(let key): try read(key)
        case .value(let value): value
        case .list(let items): .list(try items.map(value))
        }
    }

    static func compare(_ lhs: PredicateValue, _ op: PredicateOperator, _ options: PredicateOptions, _ rhs: PredicateValue) -> Bool {
        switch op {
        case .equal: return equal(lhs, rhs, options)
        case .notEqual: return !equal(lhs, rhs, options)
        case .less: return order(lhs, rhs, options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(order(lhs, rhs, options))
        case .greater: return order(lhs, rhs, options) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(order(lhs, rhs, options))
        case .beginsWith:
            guard case .string(let text) = lhs, case .string(let prefix) = rhs else { return false }
            return prefix.isEmpty || text.range(of: prefix, options: options.compareOptions.union(.anchored)) != nil
        case .endsWith:
            guard case .string(let text) = lhs, case .string(let suffix) = rhs else { return false }
            return suffix.isEmpty || text.range(of: suffix, options: options.compareOptions.union([.anchored, .backwards])) != nil
        case .contains:
            switch (lhs, rhs) {
            case (.string(let text), .string(let part)): return part.isEmpty || text.range(of: part, options: options.compareOptions) != nil
            case (.list(let items), let element): return items.contains { equal($0, element, options) }
            default: return false
            }
        case .in:
            switch (lhs, rhs) {
            case (let element, .list(let items)): return items.contains { equal(element, $0, options) }
            case (.string(let part), .string(let text)): return part.isEmpty || text.range(of: part, options: options.compareOptions) != nil
            default: return false
            }
        case .between:
            guard case .list(let bounds) = rhs, bounds.count == 2 else { return false }
            return compare(lhs, .greaterOrEqual, options, bounds[0]) && compare(lhs, .lessOrEqual, options, bounds[1])
        }
    }

    static func equal(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: PredicateOptions) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let a), .string(let b)):
            return options.isEmpty ? a == b : a.compare(b, options: options.compareOptions) == .orderedSame
        case (.date(let a), .date(let b)): return a == b
        case (.uuid(let a), .uuid(let b)): return a == b
        case (.data(let a), .data(let b)): return a == b
        case (.url(let a), .url(let b)): return a == b
        case (.list(let a), .list(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, options) }
        case (.integer(let a), .integer(let b)): return a == b
        default:
            guard let a = lhs.number, let b = rhs.number else { return false }
            return a == b
        }
    }

    /// The order of two values of comparable kinds; nil when they cannot be ordered (so every
    /// ordering comparison is false, as with nil in Foundation).
    static func order(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: PredicateOptions) -> ComparisonResult? {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)):
            if !options.isEmpty { return a.compare(b, options: options.compareOptions) }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)): return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.integer(let a), .integer(let b)): return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        default:
            guard let a = lhs.number, let b = rhs.number else { return nil }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        }
    }
}
