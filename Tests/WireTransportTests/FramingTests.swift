import Foundation
import Testing
import WireTransport

/// Frames in memory: the exact bytes both encodings put on the wire, size limits on both
/// sides, and a reader fed arbitrary chunks.
@Suite struct FramingTests {
    struct Pair: Codable, Equatable { var a = 1; var b = "x" }

    @Test func bothEncodingsKeepTheirWireBytes() throws {
        // JSON: sorted keys after a 4-byte big-endian length.
        #expect([UInt8](try FrameCodec.encode(Pair())) == [0, 0, 0, 15] + Array(#"{"a":1,"b":"x"}"#.utf8))
        // Compact, byte by byte as docs/PROTOCOL.md describes it: magic, key table offset (LE),
        // a keyed container (tag 9, content length, count), entries (key index, tag, value:
        // int 3 zigzag 1 → 2, string 7 length 1 "x"), then the key table.
        let compact: [UInt8] = [
            0xB1, 0x01, 22, 0, 0, 0,
            9, 7, 0, 0, 0, 2, 0, 0, 0,
            0, 3, 2,
            1, 7, 1, 0x78,
            2, 1, 0x61, 1, 0x62,
        ]
        #expect([UInt8](try FrameCodec.encode(Pair(), as: .compact)) == [0, 0, 0, UInt8(compact.count)] + compact)
        #expect(try CompactDecoder().decode(Pair.self, from: compact) == Pair())
        #expect(FrameCodec.encoding(of: Data(compact)) == .compact)
        #expect(FrameCodec.encoding(of: Data("{}".utf8)) == .json)
    }

    @Test(arguments: FrameCodec.Encoding.allCases)
    func aBodyOverTheLimitIsNotWritten(_ encoding: FrameCodec.Encoding) throws {
        let text = String(repeating: "x", count: 100)
        let body = try FrameCodec.encode(text, as: encoding).count - 4
        // Exactly at the limit is fine; one byte less is refused with both numbers.
        #expect(try FrameCodec.encode(text, as: encoding, limit: body).count == body + 4)
        #expect(throws: FrameCodec.Failure.tooLarge(body, limit: body - 1)) { try FrameCodec.encode(text, as: encoding, limit: body - 1) }
        #expect(FrameCodec.Failure.tooLarge(body, limit: body - 1).description == "frame of \(body) bytes exceeds the \(body - 1)-byte limit")
    }

    @Test func theDefaultLimitIsSixteenMebibytes() throws {
        #expect(FrameCodec.maximumBytes == 16 * 1024 * 1024)
        #expect(FrameCodec.Reader().limit == FrameCodec.maximumBytes)
        let huge = Data(repeating: 0x41, count: FrameCodec.maximumBytes)
        #expect(throws: FrameCodec.Failure.self) { try FrameCodec.encode(huge, as: .compact) }
    }

    @Test func aLengthOverTheLimitIsRefusedBeforeTheBodyArrives() throws {
        var reader = FrameCodec.Reader(limit: 50)
        reader.append(Data([0, 0, 0, 51]))
        #expect(throws: FrameCodec.Failure.tooLarge(51, limit: 50)) { try reader.next() }

        // At the limit the reader waits for the body instead.
        var patient = FrameCodec.Reader(limit: 50)
        patient.append(Data([0, 0, 0, 50]) + Data(repeating: 0x20, count: 49))
        #expect(try patient.next() == nil)
        #expect(patient.hasPartialFrame)
        patient.append(Data([0x20]))
        #expect(try patient.next()?.count == 50)
        #expect(!patient.hasPartialFrame)
    }

    @Test func framesComeOutWholeWhateverTheChunks() throws {
        let values = (0..<20).map { Pair(a: $0, b: String(repeating: "é", count: $0)) }
        var stream = Data()
        for (i, value) in values.enumerated() { stream += try FrameCodec.encode(value, as: i % 2 == 0 ? .json : .compact) }
        for chunkSize in [1, 3, 7, 64, stream.count] {
            var reader = FrameCodec.Reader()
            var decoded: [Pair] = []
            var offset = 0
            while offset < stream.count {
                let end = min(stream.count, offset + chunkSize)
                reader.append(stream.subdata(in: offset..<end))
                offset = end
                while let body = try reader.next() { decoded.append(try FrameCodec.decode(Pair.self, from: body)) }
            }
            #expect(decoded == values, "chunks of \(chunkSize)")
            #expect(!reader.hasPartialFrame)
        }
    }

    @Test func aBodyThatIsNotTheTypeIsMalformedInBothEncodings() throws {
        struct Other: Codable { var c: [Int] }
        for encoding in FrameCodec.Encoding.allCases {
            let body = try FrameCodec.encode(Other(c: [1]), as: encoding).dropFirst(4)
            #expect {
                try FrameCodec.decode(Pair.self, from: Data(body))
            } throws: { error in
                guard case .malformed(let why) = error as? FrameCodec.Failure else { return false }
                return why.contains("a")
            }
        }
    }
}
