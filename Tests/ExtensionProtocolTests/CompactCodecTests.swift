import ExtensionProtocol
import Foundation
import Testing
import WidgetArchive
import WireTransport

/// The compact frame encoding: any Codable value round-trips as it does through JSON, the
/// envelope evolves as JSON does (unknown keys ignored, missing optionals nil), and damaged
/// input is a DecodingError naming where it went wrong.
@Suite struct CompactCodecTests {
    indirect enum Shape: Codable, Equatable {
        case none
        case circle(radius: Double)
        case labelled(String, Shape?)
    }

    struct Everything: Codable, Equatable {
        var int = Int.min, int8 = Int8.min, int16 = Int16.max, int32 = Int32.min, int64 = Int64.max
        var uint = UInt.max, uint8 = UInt8.max, uint16 = UInt16.max, uint32 = UInt32.max, uint64 = UInt64.max
        var float: Float = -1.5, double = 1e-300, infinite = Double.infinity, negative = -Double.infinity
        var bool = true, text = "Здоровье 💚 \u{0}", empty = ""
        var date = Date(timeIntervalSinceReferenceDate: 785_000_000.123456789)
        var data = Data([0, 1, 2, 255])
        var missing: Int? = nil, present: String? = "here"
        var nested: [[Int]] = [[], [1], [2, 3]]
        var optionals: [Int?] = [1, nil, 3]
        var dictionary: [String: Int] = ["a": 1, "b": 2]
        var shapes: [Shape] = [.none, .circle(radius: 2), .labelled("x", .labelled("y", nil))]
    }

    @Test(arguments: FrameCodec.Encoding.allCases)
    func everyKindOfValueRoundTrips(_ encoding: FrameCodec.Encoding) throws {
        let value = Everything()
        let frame = try FrameCodec.encode(value, as: encoding)
        var reader = FrameCodec.Reader()
        reader.append(frame)
        let body = try #require(try reader.next())
        #expect(FrameCodec.encoding(of: body) == encoding)
        #expect(try FrameCodec.decode(Everything.self, from: body) == value)
    }

    @Test func nanSurvives() throws {
        struct Box: Codable { var value: Double }
        let bytes = try CompactEncoder().encode(Box(value: .nan))
        #expect(try CompactDecoder().decode(Box.self, from: bytes).value.isNaN)
    }

    @Test func responsesRoundTripInBothEncodingsWithArchivesExact() throws {
        let date = Date(timeIntervalSinceReferenceDate: 785_000_000.5)
        let archive = ProtocolFuzz.sampleArchive()
        let responses = [
            ExtensionResponse(
                id: 7,
                entries: [
                    ArchivedEntry(date: date, relevanceScore: 0.25, relevanceDuration: 60, archive: archive),
                    ArchivedEntry(date: date + 3600, archive: ProtocolFuzz.sampleArchive(placeholder: true)),
                ],
                policy: .after(date + 7200), warnings: ["getTimeline called its completion handler twice"]),
            ExtensionResponse(
                id: 1,
                widgets: [
                    WidgetDescriptor(
                        kind: "k", displayName: "K", description: "d", supportedFamilies: ["systemSmall", "systemLarge"],
                        configuration: "intent:SelectCharacterIntent", contentMarginsDisabled: true, containerBackgroundRemovable: false)
                ],
                previews: [
                    PreviewDescriptor(
                        id: "GameWidgets/Status.swift:40", name: nil, kind: "k", family: "systemSmall", form: "timeline",
                        fileID: "GameWidgets/Status.swift", line: 40, widgetType: "Status")
                ]),
            ExtensionResponse(id: 9, error: ExtensionError(.completionTimeout, "late")),
        ]
        for response in responses {
            for encoding in FrameCodec.Encoding.allCases {
                let frame = try FrameCodec.encode(response, as: encoding)
                #expect(try FrameCodec.decode(ExtensionResponse.self, from: frame.dropFirst(4)) == response, "\(encoding)")
            }
        }
        // The archive-heavy answer is much smaller compact.
        let timeline = responses[0]
        #expect(try FrameCodec.encode(timeline, as: .compact).count * 2 < FrameCodec.encode(timeline, as: .json).count)
    }

    @Test func theEnvelopeEvolvesAsJSONDoes() throws {
        // A newer writer's extra keys are ignored; an older writer's missing optionals are nil.
        struct Newer: Codable { var id: Int; var method: String; var futureField: [String]; var timeout: Double }
        let request = try CompactDecoder().decode(
            ExtensionRequest.self,
            from: try CompactEncoder().encode(
                Newer(id: 3, method: "describe", futureField: ["x"], timeout: 5)))
        #expect(request == ExtensionRequest(id: 3, method: .describe, timeout: 5))
        struct Older: Codable { var protocolVersion: Int; var processID: Int32 }
        let hello = try CompactDecoder().decode(Hello.self, from: try CompactEncoder().encode(Older(protocolVersion: 1, processID: 9)))
        #expect(hello.frameEncodings == nil)
    }

    @Test func handWrittenConformancesWithNestedContainersWork() throws {
        struct Custom: Codable, Equatable {
            var a: Int, b: [String], c: Double
            enum Keys: String, CodingKey { case a, inner, list }
            enum InnerKeys: String, CodingKey { case c }
            init(a: Int, b: [String], c: Double) { self.a = a; self.b = b; self.c = c }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(a, forKey: .a)
                var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
                try inner.encode(c, forKey: .c)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                for item in b { try list.encode(item) }
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                a = try container.decode(Int.self, forKey: .a)
                c = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner).decode(Double.self, forKey: .c)
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                var items: [String] = []
                while !list.isAtEnd { items.append(try list.decode(String.self)) }
                b = items
            }
        }
        let value = [Custom(a: 1, b: ["x", "y"], c: 2.5), Custom(a: -1, b: [], c: 0)]
        #expect(try CompactDecoder().decode([Custom].self, from: try CompactEncoder().encode(value)) == value)
    }

    @Test func writingToAContainerAfterALaterSiblingIsRefused() {
        struct OutOfOrder: Encodable {
            enum Keys: String, CodingKey { case first, second, late }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var first = container.nestedUnkeyedContainer(forKey: .first)
                var second = container.nestedUnkeyedContainer(forKey: .second)
                try second.encode(1)
                try first.encode(2)  // `first` was closed when `second` began
            }
        }
        #expect(throws: EncodingError.self) { try CompactEncoder().encode(OutOfOrder()) }
    }

    @Test func mismatchesAndMissingKeysNameTheirPath() throws {
        struct Wanted: Decodable { var id: Int; var context: RequestContext }
        let bytes = try CompactEncoder().encode(
            ExtensionRequest(
                id: 1, method: .timeline,
                context: RequestContext(
                    kind: "k", family: "systemSmall", displaySize: SizeValue(width: 1, height: 1))))
        struct WrongType: Decodable { var id: String }
        do {
            _ = try CompactDecoder().decode(WrongType.self, from: bytes)
            Issue.record("decoded an Int as a String")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["id"])
        }
        struct Deeper: Decodable { struct Inner: Decodable { var colour: String }; var context: Inner }
        do {
            _ = try CompactDecoder().decode(Deeper.self, from: bytes)
            Issue.record("found a key that is not there")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "colour")
            #expect(context.codingPath.map(\.stringValue) == ["context"])
        }
        #expect(try CompactDecoder().decode(Wanted.self, from: bytes).context.kind == "k")
    }

    @Test func damagedInputIsADecodingErrorNeverACrash() throws {
        let original = try CompactEncoder().encode(
            ExtensionResponse(id: 7, entries: [ArchivedEntry(date: Date(), archive: ProtocolFuzz.sampleArchive())], policy: .atEnd))
        for length in 0..<original.count where length % 3 == 0 {
            #expect(throws: (any Error).self) { try CompactDecoder().decode(ExtensionResponse.self, from: Array(original.prefix(length))) }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                _ = try CompactDecoder().decode(ExtensionResponse.self, from: bytes)
            } catch is DecodingError {
            } catch {
                Issue.record("not a DecodingError: \(error)")
            }
        }
    }

    @Test func deepNestingIsRefused() throws {
        indirect enum Chain: Codable { case end, link(Chain) }
        var chain = Chain.end
        for _ in 0..<600 { chain = .link(chain) }
        let bytes = try CompactEncoder().encode(chain)
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(Chain.self, from: bytes) }
    }
}
