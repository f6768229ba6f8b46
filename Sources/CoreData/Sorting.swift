import Foundation

/// Fetch results in the order of a request's sort descriptors.
enum Sorting {
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor], entity: NSEntityDescription) throws -> [NSManagedObject] {
        let attributes = entity.attributesByName
        for descriptor in descriptors {
            if let key = descriptor.key, attributes[key] == nil { throw FormatPredicates.unknownKey(key, in: entity.name ?? "?") }
        }
        // Values read once per object and key; a stable sort keeps store order for ties.
        let keyed: [(object: NSManagedObject, values: [PredicateValue?])] = objects.map { object in
            (object, descriptors.map { descriptor in descriptor.key.map { object.values[$0].flatMap { PredicateValue.from($0) } ?? .null } })
        }
        let ordered = keyed.enumerated().sorted { left, right in
            for (index, descriptor) in descriptors.enumerated() {
                if let a = left.element.values[index], let b = right.element.values[index] {
                    let result = compare(a, b)
                    if result == .orderedSame { continue }
                    return descriptor.ascending ? result == .orderedAscending : result == .orderedDescending
                }
                // Foundation's comparison already reverses for a descending descriptor.
                let result = descriptor.compare(left.element.object, to: right.element.object)
                if result == .orderedSame { continue }
                return result == .orderedAscending
            }
            return left.offset < right.offset
        }
        return ordered.map(\.element.object)
    }

    /// Nil sorts first (as SQLite orders NULL), then values by their natural order.
    private static func compare(_ a: PredicateValue, _ b: PredicateValue) -> ComparisonResult {
        switch (a, b) {
        case (.null, .null): return .orderedSame
        case (.null, _): return .orderedAscending
        case (_, .null): return .orderedDescending
        case (.bool(let x), .bool(let y)): return x == y ? .orderedSame : (!x ? .orderedAscending : .orderedDescending)
        case (.uuid(let x), .uuid(let y)): return compareStrings(x.uuidString, y.uuidString)
        case (.url(let x), .url(let y)): return compareStrings(x.absoluteString, y.absoluteString)
        case (.data(let x), .data(let y)): return x.lexicographicallyPrecedes(y) ? .orderedAscending : (x == y ? .orderedSame : .orderedDescending)
        default: return PredicateEvaluation.order(a, b, []) ?? .orderedSame
        }
    }

    private static func compareStrings(_ x: String, _ y: String) -> ComparisonResult {
        x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
    }
}
