import ExtensionProtocol
import Foundation
import Testing
import WidgetArchive
import WireTransport

/// Mutated frames fed to the frame reader and the decoders: each input must either decode
/// or throw, never crash or hang (bounded; scripts/fuzz-protocol.sh runs libFuzzer longer).
@Suite struct ProtocolFuzz {
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func sampleArchive(placeholder: Bool = false) -> ViewArchive {
        let title = TextNode(
            runs: [
                TextRun(content: .string("Health "), font: FontSpec(size: 17, weight: .bold, textStyle: "headline"), foreground: .rgba(0.1, 0.2, 0.3)),
                TextRun(
                    content: .date(
                        DateText(
                            kind: .styled(date: Date(timeIntervalSinceReferenceDate: 700_000_000), style: .relative),
                            localeIdentifier: "en_US", timeZoneIdentifier: "UTC", calendarIdentifier: "gregorian")),
                    font: FontSpec(size: 13), foreground: .color(.asset(name: "AccentColor", bundle: nil, opacity: 0.5))),
            ], lineLimit: 2)
        let stack = Node(
            id: "0", content: .stack(StackNode(kind: .vertical, spacing: 4)),
            children: [
                Node(id: "0/0", content: .text(title), redaction: placeholder ? [.placeholder] : nil),
                Node(id: "0/1", content: .progress(ProgressNode(style: .linear, value: .determinate(fraction: 0.25)))),
                Node(id: "0/2", content: .spacer(SpacerNode(minLength: 8))),
            ])
        let environment = ArchiveEnvironment(
            widgetFamily: "systemSmall", displaySize: SizeValue(width: 158, height: 158),
            redactionReasons: placeholder ? [.placeholder] : [])
        return ViewArchive(environment: environment, root: stack, widgetURL: "mygame://x")
    }

    /// Valid inputs to mutate: frames of every message, and bare archives.
    static func seeds() throws -> [[UInt8]] {
        let context = RequestContext(kind: "com.mygame.character-detail", family: "systemSmall", displaySize: SizeValue(width: 158, height: 158))
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let messages: [any Encodable] = [
            Hello(processID: 42, frameEncodings: ["compact"]),
            ExtensionRequest(id: 1, method: .describe),
            ExtensionRequest(id: 7, method: .timeline, context: context, timeout: 1.5),
            ExtensionResponse(
                id: 1,
                widgets: [
                    WidgetDescriptor(
                        kind: "k", displayName: "K", description: "d", supportedFamilies: ["systemSmall"],
                        configuration: "static", contentMarginsDisabled: false, containerBackgroundRemovable: true)
                ]),
            ExtensionResponse(id: 7, entries: [ArchivedEntry(date: date, relevanceScore: 0.5, archive: sampleArchive())], policy: .after(date)),
            ExtensionResponse(id: 8, entries: [ArchivedEntry(date: date, archive: sampleArchive(placeholder: true))], policy: .atEnd, warnings: ["w"]),
            ExtensionResponse(id: 9, error: ExtensionError(.completionTimeout, "late")),
        ]
        // Every message in both frame encodings.
        let frames: [Data] = try messages.flatMap { message in try FrameCodec.Encoding.allCases.map { try FrameCodec.encode(message, as: $0) } }
        return frames.map { [UInt8]($0) } + [[UInt8](try ArchiveCodec.encode(sampleArchive())), BinaryArchive.encode(sampleArchive())]
    }

    static func mutate(_ input: [UInt8], with all: [[UInt8]], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0 where !bytes.isEmpty:  // bit flip
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[i] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
            case 1 where !bytes.isEmpty:  // random byte
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            case 2:  // truncation
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
            case 3 where bytes.count >= 4:  // length field corruption
                let lengths: [UInt32] = [
                    0, 1, 3, UInt32(bytes.count - 4) &+ 1, UInt32(max(0, bytes.count - 5)), 16 * 1024 * 1024, 16 * 1024 * 1024 + 1, .max,
                    UInt32.random(in: 0...UInt32.max, using: &rng),
                ]
                let n = lengths.randomElement(using: &rng)!
                bytes[0] = UInt8(n >> 24 & 0xff); bytes[1] = UInt8(n >> 16 & 0xff); bytes[2] = UInt8(n >> 8 & 0xff); bytes[3] = UInt8(n & 0xff)
            case 4:  // random bytes inserted
                let i = Int.random(in: 0...bytes.count, using: &rng)
                bytes.insert(contentsOf: (0..<Int.random(in: 1...16, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: i)
            case 5:  // JSON-ish token swapped in
                let tokens = [
                    "null", "{", "}", "[", "]", "\"", "-1e999", "1e400", "\"inf\"", "\"nan\"", ",", ":", "\\u0000", "9223372036854775808", "[[[[[[[[[[", "true",
                ]
                let i = Int.random(in: 0...bytes.count, using: &rng)
                bytes.insert(contentsOf: Array(tokens.randomElement(using: &rng)!.utf8), at: i)
            case 6:  // splice with another seed
                let other = all.randomElement(using: &rng)!
                let cut = Int.random(in: 0...bytes.count, using: &rng)
                bytes = Array(bytes.prefix(cut)) + Array(other.suffix(Int.random(in: 0...other.count, using: &rng)))
            default:  // all random
                bytes = (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            }
        }
        // Half the time, frame the mutated body again so the decoders see more than bad lengths.
        if Bool.random(using: &rng), bytes.count >= 4 {
            let n = UInt32(bytes.count - 4)
            bytes[0] = UInt8(n >> 24 & 0xff); bytes[1] = UInt8(n >> 16 & 0xff); bytes[2] = UInt8(n >> 8 & 0xff); bytes[3] = UInt8(n & 0xff)
        }
        return bytes
    }

    enum Outcome { case decoded, threw }

    /// Everything the host does with bytes from an extension, on one input.
    static func exercise(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [Outcome] {
        var outcomes: [Outcome] = []
        func attempt(_ work: () throws -> Void) {
            do { try work(); outcomes.append(.decoded) } catch { outcomes.append(.threw) }
        }
        var reader = FrameCodec.Reader()
        var offset = 0
        var frames: [Data] = []
        readLoop: while offset < bytes.count {
            let n = Int.random(in: 1...max(1, bytes.count - offset), using: &rng)
            reader.append(Data(bytes[offset..<offset + n]))
            offset += n
            do {
                while let frame = try reader.next() { frames.append(frame) }
            } catch {
                outcomes.append(.threw)
                break readLoop
            }
        }
        for body in frames + [Data(bytes)] {
            attempt {
                let response = try FrameCodec.decode(ExtensionResponse.self, from: body)
                for entry in response.entries ?? [] { _ = try ArchiveCodec.decode(try ArchiveCodec.encode(entry.archive)) }
                _ = try FrameCodec.encode(response, as: .compact)
            }
            attempt { _ = try FrameCodec.decode(ExtensionRequest.self, from: body) }
            attempt { _ = try FrameCodec.decode(Hello.self, from: body) }
            attempt { _ = try ArchiveCodec.decode(body) }
            attempt { _ = try BinaryArchive.decode([UInt8](body)) }
        }
        return outcomes
    }

    @Test func mutatedFramesDecodeOrThrow() throws {
        let seeds = try Self.seeds()
        var rng = SplitMix64(state: 0x5EED_F00D)
        var decoded = 0, threw = 0
        for _ in 0..<2_000 {
            let input = Self.mutate(seeds.randomElement(using: &rng)!, with: seeds, &rng)
            for outcome in Self.exercise(input, &rng) {
                switch outcome {
                case .decoded: decoded += 1
                case .threw: threw += 1
                }
            }
        }
        // Both paths were exercised.
        #expect(decoded > 50)
        #expect(threw > 1_000)
    }

    @Test func seedsRoundTrip() throws {
        for seed in try Self.seeds().dropLast(2) {  // the last two are bare archives
            var reader = FrameCodec.Reader()
            reader.append(Data(seed))
            let body = try #require(try reader.next())
            #expect(reader.hasPartialFrame == false)
            #expect(body.count == seed.count - 4)
        }
    }

    @Test func oversizedLengthIsRefusedBeforeTheBodyArrives() {
        var reader = FrameCodec.Reader()
        reader.append(Data([0x04, 0x00, 0x00, 0x00]))  // 64 MB
        #expect(throws: FrameCodec.Failure.tooLarge(64 * 1024 * 1024, limit: ExtensionProtocol.maximumFrameBytes)) { try reader.next() }
    }
}
