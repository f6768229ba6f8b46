import Foundation
import Testing

@testable import CoreData

/// `NSPredicate(format:)`: each supported form evaluated against values as an object holds
/// them, and a reason for each unsupported one.
@Suite struct PredicateFormatTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let row: [String: Any] = [
        "title": "Bologna Centrale", "city": "Réunion", "stops": 3, "distance": 210.5, "done": false, "start": start, "id": id,
        "tags": ["rail", "food"],
    ]

    func check(_ format: String, _ args: [Any] = [], _ expected: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let predicate = NSPredicate(format: format, argumentArray: args)
        #expect(predicate.evaluate(with: row) == expected, "\(format)", sourceLocation: sourceLocation)
    }

    @Test func comparisons() {
        check("stops == 3", [], true)
        check("stops = 3", [], true)
        check("stops != 3", [], false)
        check("stops <> 4", [], true)
        check("stops < 4 AND stops <= 3 AND stops > 2 AND stops >= 3", [], true)
        check("stops =< 2 OR stops => 4", [], false)
        check("distance > 210.4 && distance < 210.6", [], true)
        check("distance == -1.5e2", [], false)
        check("title == 'Bologna Centrale'", [], true)
        check("title == \"bologna centrale\"", [], false)
        check("title ==[c] 'bologna centrale'", [], true)
        check("title < 'Boston'", [], true)
        check("missing == nil AND title != NULL", [], true)
        check("missing < 3", [], false)
        check("done == NO AND done != YES AND done == FALSE AND NOT done == TRUE", [], true)
        check("TRUEPREDICATE", [], true)
        check("FALSEPREDICATE OR (stops == 3 AND (distance > 1 OR done == YES))", [], true)
        check("! (stops == 3)", [], false)
    }

    @Test func formatSpecifiers() {
        #expect(NSPredicate(format: "title == %@ AND stops == %d AND distance > %f", "Bologna Centrale", 3, 200.0).evaluate(with: row))
        #expect(NSPredicate(format: "%K == %i AND %K >= %ld", "stops", 3, "stops", Int64(2)).evaluate(with: row))
        #expect(!NSPredicate(format: "%K == %@", "title", "Bologna").evaluate(with: row))
        check("start == %@ AND id == %@", [Self.start, Self.id], true)
        check("start > %@", [Self.start], false)
        check("start BETWEEN %@", [[Self.start.addingTimeInterval(-1), Self.start.addingTimeInterval(1)]], true)
        check("done == %@", [false], true)
        #expect(NSPredicate(format: "done == %@ AND stops == %@", false, 3).evaluate(with: row))
        check("stops == %@", [NSNumber(value: 3)], true)
    }

    /// Objects passed straight to the variadic form, as Core Data code on Apple's platforms does
    /// (Linux's Foundation makes only NSString a CVarArg; CoreData adds the rest).
    @Test func objectsPassedAsVariadicArguments() {
        #expect(NSPredicate(format: "start >= %@", Self.start as NSDate).evaluate(with: row))
        #expect(!NSPredicate(format: "start > %@", Self.start as NSDate).evaluate(with: row))
        #expect(NSPredicate(format: "done == %@ AND stops == %@", NSNumber(value: false), NSNumber(value: 3)).evaluate(with: row))
        #expect(NSPredicate(format: "id == %@", Self.id as NSUUID).evaluate(with: row))
        #expect(NSPredicate(format: "city IN %@", ["Paris", "Réunion"] as NSArray).evaluate(with: row))
        #expect(!NSPredicate(format: "city IN %@", NSSet(array: ["Paris"])).evaluate(with: row))
        #expect(NSPredicate(format: "missing == %@", NSNull()).evaluate(with: row))
    }

    @Test func stringOperatorsAndOptions() {
        check("title BEGINSWITH 'Bol'", [], true)
        check("title BEGINSWITH 'bol'", [], false)
        check("title BEGINSWITH[c] 'bol'", [], true)
        check("title ENDSWITH 'trale'", [], true)
        check("title ENDSWITH[c] 'TRALE'", [], true)
        check("title CONTAINS 'Cent'", [], true)
        check("title CONTAINS[c] 'cENT'", [], true)
        check("title CONTAINS 'Venice'", [], false)
        check("city ==[d] 'Reunion'", [], true)
        check("city ==[cd] 'reunion'", [], true)
        check("city == 'Reunion'", [], false)
        check("missing BEGINSWITH 'x'", [], false)
    }

    @Test func membership() {
        check("stops IN {1, 2, 3}", [], true)
        check("stops IN %@", [[4, 5]], false)
        check("title IN %@", [["Bologna Centrale", "Roma"]], true)
        check("title IN[c] %@", [Set(["bologna centrale"])], true)
        check("tags CONTAINS 'food'", [], true)
        check("NOT (stops IN {1, 2})", [], true)
    }

    @Test func parsedOnceIntoATree() throws {
        let node = try PredicateParser.parse("a == 1 AND (b CONTAINS[cd] %@ OR NOT c IN {1, 2})", arguments: ["x"])
        guard case .and(let parts) = node, parts.count == 2, case .comparison(.key("a"), .equal, [], .value(.integer(1))) = parts[0],
            case .or(let alternatives) = parts[1], alternatives.count == 2,
            case .comparison(.key("b"), .contains, let options, .value(.string("x"))) = alternatives[0],
            options == [.caseInsensitive, .diacriticInsensitive], case .not(.comparison(.key("c"), .in, [], .list)) = alternatives[1]
        else {
            Issue.record("unexpected tree \(node)")
            return
        }
        #expect(node.keys == ["a", "b", "c"])
    }

    @Test func unsupportedFormsSayWhy() {
        let cases: [(String, [Any], String)] = [
            ("ANY legs.city == 'Rome'", [], "the aggregate operator ANY needs to-many relationships"),
            ("SUBQUERY(legs, $l, $l.done == NO).@count > 0", [], "SUBQUERY needs relationships"),
            ("owner.name == 'Ana'", [], "the key path 'owner.…' goes through a relationship"),
            ("title LIKE 'B*'", [], "the operator LIKE is not in the supported subset"),
            ("title MATCHES '.*'", [], "the operator MATCHES is not in the supported subset"),
            ("stops == $count", [], "substitution variables ($name) are not supported"),
            ("SELF == %@", ["x"], "SELF is not supported"),
            ("lowercase(title) == 'x'", [], "functions such as lowercase(…) are not supported"),
            ("tags.@count > 1", [], "the key path 'tags.…' goes through a relationship"),
            ("title == %s", ["x"], "the format specifier %s is not supported"),
            ("title == %@", [], "the format specifier %@ has no argument (0 given)"),
            ("title == %@", ["a", "b"], "2 arguments were given for 1 format specifiers"),
            ("stops == %d", ["three"], "%d needs an integer, argument 1 is a String"),
            ("%K == 1", [3], "%K needs a String key, argument 1 is a Int"),
            ("title == 'open", [], "the string literal is not closed"),
            ("(stops == 1", [], "expected ')' to close the '(' before it"),
            ("stops 3", [], "expected a comparison operator"),
            ("stops ==", [], "expected a key, a value or a format specifier, found the end of the string"),
            ("title CONTAINS[x] 'a'", [], "unknown comparison option 'x'"),
            ("stops == 1 stops", [], "unexpected 'stops' after a complete predicate"),
            ("title == %@", [NSObject()], "argument 1 is a NSObject, which a predicate cannot compare"),
        ]
        for (format, arguments, reason) in cases {
            #expect(throws: PredicateFormatError.self, "\(format)") {
                do {
                    _ = try PredicateParser.parse(format, arguments: arguments)
                } catch let error as PredicateFormatError {
                    #expect(error.description.hasPrefix("Unable to parse the format string \"\(format)\": \(reason)"), "\(error)")
                    throw error
                }
            }
        }
    }

    /// A fetch with a predicate outside the subset throws its reason instead of stopping the widget.
    @Test func aFetchThrowsTheParseErrorAndUnknownKeys() throws {
        let container = try TripModel.container(at: URL(fileURLWithPath: "/dev/null"))
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        request.predicate = NSPredicate(format: "ANY legs.city == %@", "Rome")
        let error = try #require(throws: (any Error).self) { try container.viewContext.fetch(request) }
        #expect("\(error)".hasPrefix("Unable to parse the format string \"ANY legs.city == %@\": the aggregate operator ANY"))
        request.predicate = NSPredicate(format: "country == %@", "IT")
        let unknown = try #require(throws: NSError.self) { try container.viewContext.fetch(request) }
        #expect(unknown.localizedDescription == "keypath country not found in entity Trip")
        request.predicate = nil
        request.sortDescriptors = [NSSortDescriptor(key: "country", ascending: true)]
        #expect(throws: NSError.self) { try container.viewContext.fetch(request) }
    }

    @Test func compoundAndBlockPredicatesCombineWithFormatOnes() throws {
        let container = try TripModel.container(at: URL(fileURLWithPath: "/dev/null"))
        try AppGroupStoreTests.writeTrips(into: container.viewContext)
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "stops >= 2"), NSPredicate(block: { object, _ in (object as? Trip)?.title.count == 6 }),
        ])
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try container.viewContext.fetch(request).map(\.title) == ["Berlin", "Lisbon"])
        request.sortDescriptors = [NSSortDescriptor(key: "stops", ascending: false), NSSortDescriptor(key: "title", ascending: false)]
        request.predicate = NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "done == YES"))
        #expect(try container.viewContext.fetch(request).map(\.title) == ["bordeaux", "Berlin", "Bologna", "Boston"])
    }

    /// Values other than managed objects and dictionaries are read by their stored properties.
    @Test func anyValueIsReadByItsProperties() {
        struct Leg {
            let city: String
            let minutes: Int
        }
        let legs = [Leg(city: "Parma", minutes: 50), Leg(city: "Modena", minutes: 20), Leg(city: "Piacenza", minutes: 35)]
        let predicate = NSPredicate(format: "city BEGINSWITH 'P' AND minutes < %d", 45)
        #expect(legs.filter { predicate.evaluate(with: $0) }.map(\.city) == ["Piacenza"])
    }

    /// A Swift key path descriptor sorts with Foundation's comparison of the values it reads.
    @Test func keyPathSortDescriptorsSortTooInFetches() throws {
        let container = try TripModel.container(at: URL(fileURLWithPath: "/dev/null"))
        try AppGroupStoreTests.writeTrips(into: container.viewContext)
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Trip.distance, ascending: false)]
        request.fetchLimit = 3
        #expect(try container.viewContext.fetch(request).map(\.title) == ["Lisbon", "bordeaux", "Berlin"])
    }

    @Test func sortDescriptorsKeepTheirKey() {
        let descriptor = NSSortDescriptor(key: "start", ascending: false)
        #expect(descriptor.key == "start")
        #expect(!descriptor.ascending)
        #expect(NSSortDescriptor(keyPath: \String.count, ascending: true).key == nil)
    }
}
