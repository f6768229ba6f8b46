import Foundation
import OSLog
import Testing

private struct Card: CustomStringConvertible {
    let id: String
    var description: String { "Card(\(id))" }
}

private enum FetchError: Error { case offline }

@Suite struct InterpolationTests {
    @Test func literalOnly() {
        #expect(text("Timeline built") == "Timeline built")
    }

    @Test func numbersAndBooleansArePublicByDefault() {
        let count = 12, ratio = 0.5, ready = true
        let small: UInt8 = 7
        #expect(text("count=\(count) ratio=\(ratio) ready=\(ready) small=\(small)") == "count=12 ratio=0.500000 ready=true small=7")
    }

    @Test func stringsAndObjectsArePrivateByDefault() {
        let name = "Alice", card = Card(id: "42"), url = URL(string: "https://example.com/a")!
        #expect(text("user \(name) card \(card) url \(url)") == "user <private> card <private> url <private>")
        #expect(text("user \(name, privacy: .public) card \(card, privacy: .public)") == "user Alice card Card(42)")
    }

    @Test func privateAndSensitiveRedactEvenNumbers() {
        let pin = 1234
        #expect(text("\(pin, privacy: .private) \(pin, privacy: .sensitive) \(pin, privacy: .public) \(pin)") == "<private> <private> 1234 1234")
    }

    @Test func hashMaskIsStableAndDistinguishesValues() {
        let a = "alice@example.com", b = "bob@example.com"
        let first = text("\(a, privacy: .private(mask: .hash))")
        let again = text("\(a, privacy: .sensitive(mask: .hash))")
        let other = text("\(b, privacy: .private(mask: .hash))")
        #expect(first.hasPrefix("<mask.hash: '") && first.hasSuffix("'>"))
        #expect(!first.contains("alice"))
        #expect(first == again)
        #expect(first != other)
    }

    @Test func revealingPrivateShowsEverything() {
        let name = "Alice"
        let message: OSLogMessage = "user \(name) \(name, privacy: .private(mask: .hash))"
        #expect(message.rendered(revealingPrivate: true) == "user Alice Alice")
    }

    @Test func integerFormats() {
        let n = 255, negative = -3
        #expect(text("\(n, format: .hex) \(n, format: .hex(includePrefix: true, uppercase: true)) \(n, format: .octal)") == "ff 0XFF 377")
        #expect(text("\(n, format: .decimal(explicitPositiveSign: true)) \(7, format: .decimal(minDigits: 3)) \(negative)") == "+255 007 -3")
        #expect(text("\(n, format: .hex(minDigits: 4)) \(8, format: .octal(includePrefix: true))") == "00ff 0o10")
        let byte: Int8 = -1
        #expect(text("\(byte, format: .hex)") == "ff")
    }

    @Test func floatFormats() {
        let x = 3.14159
        #expect(text("\(x, format: .fixed(precision: 2)) \(x, format: .exponential(precision: 1)) \(x, format: .hybrid)") == "3.14 3.1e+00 3.14159")
        #expect(text("\(x, format: .fixed(precision: 1, explicitPositiveSign: true))") == "+3.1")
        let f: Float = 0.25
        #expect(text("\(f, format: .fixed(precision: 2))") == "0.25")
    }

    @Test func alignment() {
        let n = 42, s = "ab"
        #expect(
            text("[\(n, align: .right(columns: 5))][\(n, align: .left(columns: 4))][\(s, align: .left(columns: 4), privacy: .public)]")
                == "[   42][42  ][ab  ]")
        // A redacted value is not padded: its width would tell its length.
        #expect(text("[\(s, align: .right(columns: 12))]") == "[<private>]")
    }

    @Test func booleanFormats() {
        let on = true, off = false
        #expect(text("\(on) \(off, format: .answer) \(on, format: .answer)") == "true NO YES")
    }

    @Test func errorsTypesAndDates() {
        let error: any Error = FetchError.offline
        #expect(text("failed: \(error)") == "failed: <private>")
        #expect(text("failed: \(error, privacy: .public)") == "failed: offline")
        #expect(text("type \(Card.self)") == "type Card")
        let date = Date(timeIntervalSince1970: 0)
        #expect(text("at \(date, privacy: .public)") == "at \(date.description)")
        let object = NSString(string: "obj")
        #expect(text("\(object) \(object, privacy: .public)") == "<private> obj")
    }

    @Test func valuesAreReadOnlyWhenWritten() {
        final class Counter: @unchecked Sendable { var reads = 0; func next() -> Int { reads += 1; return reads } }
        let counter = Counter()
        Logger(OSLog.disabled).info("n=\(counter.next())")
        #expect(counter.reads == 0)
        let records = captured(subsystem: "test.lazy") { Logger(subsystem: "test.lazy", category: "c").info("n=\(counter.next())") }
        #expect(counter.reads == 1)
        #expect(records.map(\.message) == ["n=1"])
    }
}

private struct DescribedError: Error, CustomStringConvertible {
    var description: String { "described" }
}

@Suite struct OverloadTests {
    @Test func everyIntegerWidthIsANumber() {
        let a: UInt8 = 7, b: Int16 = -2, c: UInt64 = 9, d: Int32 = 255
        #expect(text("\(a) \(b) \(c) \(d, format: .hex)") == "7 -2 9 ff")
    }

    @Test func anErrorThatDescribesItselfUsesItsDescription() {
        let error = DescribedError()
        #expect(text("\(error, privacy: .public)") == "described")
        #expect(text("\(error)") == "<private>")
    }
}
