import Foundation

extension NSPredicate {
    /// A predicate from a format string, as Apple's (`"title CONTAINS[c] %@ AND done == NO"`).
    ///
    /// swift-corelibs-foundation has no format predicates; this one parses the subset widget code
    /// uses once (see `PredicateParser` and docs/COREDATA.md) and becomes a block predicate that
    /// evaluates the parsed tree against managed objects, dictionaries or any value by key.
    ///
    /// Objects (`date as NSDate`, `NSNumber(value:)`, `ids as NSArray`) pass as on Apple's
    /// platforms: this module makes Foundation's object types `CVarArg` on Linux. A format outside the subset does not stop the process here
    /// (Apple's raises): a fetch with the predicate throws the parse error, and evaluating it
    /// directly stops with that message.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string, its `%` specifiers taking `arguments` in order.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = Result { try PredicateParser.parse(predicateFormat, arguments: (arguments ?? []).map { $0 }) }
        self.init(block: { object, _ in
            switch parsed {
            case .failure(let error): preconditionFailure("\(error)")
            case .success(let node):
                do {
                    return try PredicateEvaluation(read: { try FormatPredicates.read($0, of: object) }).evaluate(node)
                } catch {
                    preconditionFailure("\(error)")
                }
            }
        })
        FormatPredicates.register(self, parsed)
    }
}

/// Format predicates made in this process, so that fetches evaluate their parsed trees
/// directly (and throw their errors) rather than through the block.
enum FormatPredicates {
    private struct Entry {
        weak var predicate: NSPredicate?
        let parsed: Result<PredicateNode, Error>
    }
    private static let table = Locked([ObjectIdentifier: Entry]())

    static func register(_ predicate: NSPredicate, _ parsed: Result<PredicateNode, Error>) {
        table.withLock { table in
            if table.count >= 1024 { table = table.filter { $0.value.predicate != nil } }
            table[ObjectIdentifier(predicate)] = Entry(predicate: predicate, parsed: parsed)
        }
    }

    /// The parsed tree (or parse error) of a format predicate, nil for any other predicate.
    static func parsed(_ predicate: NSPredicate) -> Result<PredicateNode, Error>? {
        table.withLock { table in
            guard let entry = table[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
            return entry.parsed
        }
    }

    /// The value of `key` in `object`: a managed object's attribute, a dictionary's entry (nil
    /// when missing, as Foundation's dictionaries answer), or a stored property found by reflection.
    static func read(_ key: String, of object: Any?) throws -> PredicateValue {
        let value: Any?
        switch object {
        case let managed as NSManagedObject:
            guard managed.entity.attributesByName[key] != nil else { throw unknownKey(key, in: managed.entity.name ?? "?") }
            value = managed.value(forKey: key)
        case let dictionary as [String: Any]: value = dictionary[key]
        case let dictionary as NSDictionary: value = dictionary.object(forKey: key)
        case nil: value = nil
        default:
            let children = Mirror(reflecting: object!).children
            guard let child = children.first(where: { $0.label == key || $0.label == "_\(key)" }) else {
                throw unknownKey(key, in: "\(type(of: object!))")
            }
            value = child.value
        }
        guard let converted = PredicateValue.from(value) else {
            throw CoreDataErrors.unsupported("comparing \(key), a \(type(of: value!)), in a predicate")
        }
        return converted
    }

    static func unknownKey(_ key: String, in entity: String) -> NSError {
        CoreDataErrors.error(CoreDataErrors.coreData, "keypath \(key) not found in entity \(entity)")
    }
}

/// A fetch request's predicate, checked against the entity once and applied to each object.
struct PredicateMatcher {
    private let test: (NSManagedObject) throws -> Bool

    /// Throws the parse error of a format predicate outside the subset, or names a key the
    /// entity does not have.
    init(_ predicate: NSPredicate, entity: NSEntityDescription) throws {
        test = try Self.compile(predicate, entity: entity)
    }

    func matches(_ object: NSManagedObject) throws -> Bool { try test(object) }

    private static func compile(_ predicate: NSPredicate, entity: NSEntityDescription) throws -> (NSManagedObject) throws -> Bool {
        if let parsed = FormatPredicates.parsed(predicate) {
            let node = try parsed.get()
            let attributes = entity.attributesByName
            for key in node.keys where attributes[key] == nil { throw FormatPredicates.unknownKey(key, in: entity.name ?? "?") }
            return { object in try PredicateEvaluation(read: { try FormatPredicates.read($0, of: object) }).evaluate(node) }
        }
        if let compound = predicate as? NSCompoundPredicate {
            let parts = try compound.subpredicates.map { try compile($0, entity: entity) }
            switch compound.compoundPredicateType {
            case .and: return { object in try parts.allSatisfy { try $0(object) } }
            case .or: return { object in try parts.contains { try $0(object) } }
            case .not:
                guard let first = parts.first else { return { _ in true } }
                return { object in try !first(object) }
            @unknown default: throw CoreDataErrors.unsupported("compound predicate type \(compound.compoundPredicateType)")
            }
        }
        // NSPredicate(value:) and block predicates: evaluated in memory against each object.
        return { object in predicate.evaluate(with: object) }
    }
}
