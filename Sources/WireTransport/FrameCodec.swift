import Foundation

/// Length-prefixed frames: 4-byte big-endian length, then the body. A body is JSON, or the
/// compact binary form (`CompactEncoder`) when both sides said they speak it; the first byte
/// tells which (docs/PROTOCOL.md, "Frame encodings"). The extension protocol and the control
/// protocol frame their messages this way; each passes its own size limit.
public enum FrameCodec {
    /// The default limit on a frame's body: the largest any Vitrine protocol allows (the
    /// extension protocol's; WidgetKit refuses timelines over about 10 MB).
    public static let maximumBytes = 16 * 1024 * 1024

    /// How a frame body is written.
    public enum Encoding: String, Codable, Hashable, Sendable, CaseIterable {
        /// Readable, and what every extension and host understands.
        case json
        /// `CompactEncoder`: archives in `BinaryArchive` form, the envelope as keyed binary.
        case compact
    }

    /// Why a frame could not be written, read or decoded.
    public enum Failure: Error, Equatable, CustomStringConvertible, Sendable {
        /// A body of this many bytes, over the limit in force.
        case tooLarge(Int, limit: Int)
        /// The body is not the expected message; says why (cut to 300 characters).
        case malformed(String)
        /// The stream ended after part of a frame.
        case truncated

        /// The reason as a sentence, e.g. for an error answer to the peer.
        public var description: String {
            switch self {
            case .tooLarge(let n, let limit): "frame of \(n) bytes exceeds the \(limit)-byte limit"
            case .malformed(let why): "malformed message: \(why)"
            case .truncated: "the connection closed in the middle of a message"
            }
        }
    }

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        e.dateEncodingStrategy = .deferredToDate
        return e
    }()

    /// One whole frame (length header and body) holding `value`; throws `Failure.tooLarge`
    /// when the body would exceed `limit`.
    public static func encode<T: Encodable>(_ value: T, as encoding: Encoding = .json, limit: Int = maximumBytes) throws -> Data {
        switch encoding {
        case .json:
            return try frame(try encoder.encode(value), limit: limit)
        case .compact:
            var bytes = [UInt8](repeating: 0, count: 4)
            bytes.append(contentsOf: try CompactEncoder().encode(value))
            let count = bytes.count - 4
            guard count <= limit else { throw Failure.tooLarge(count, limit: limit) }
            bytes[0] = UInt8(count >> 24); bytes[1] = UInt8((count >> 16) & 0xFF); bytes[2] = UInt8((count >> 8) & 0xFF); bytes[3] = UInt8(count & 0xFF)
            return Data(bytes)
        }
    }

    private static func frame(_ body: Data, limit: Int) throws -> Data {
        guard body.count <= limit else { throw Failure.tooLarge(body.count, limit: limit) }
        var length = UInt32(body.count).bigEndian
        return Data(bytes: &length, count: 4) + body
    }

    /// The encoding a received body is in.
    public static func encoding(of body: Data) -> Encoding {
        CompactDecoder.isCompact(body) ? .compact : .json
    }

    /// Decodes a frame body in whichever encoding it is in; `Failure.malformed` says why not.
    public static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
        if CompactDecoder.isCompact(body) {
            do {
                return try CompactDecoder().decode(type, from: [UInt8](body))
            } catch {
                throw Failure.malformed("\(error)".prefix(300).description)
            }
        }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        decoder.dateDecodingStrategy = .deferredToDate
        do {
            return try decoder.decode(type, from: body)
        } catch {
            throw Failure.malformed("\(error)".prefix(300).description)
        }
    }

    /// Bytes in a frame's length header (a big-endian `UInt32`).
    public static let headerBytes = 4

    /// The body length a frame's header announces, checked against `limit` before any body
    /// byte is buffered; `header` holds at least `headerBytes` bytes (extra ones are ignored).
    /// Every reader of frames (`Reader`, the control server's event-loop decoder) goes through this.
    public static func bodyLength<Header: Collection<UInt8>>(ofHeader header: Header, limit: Int) throws -> Int {
        var length = 0
        for byte in header.prefix(headerBytes) { length = length << 8 | Int(byte) }
        guard length <= limit else { throw Failure.tooLarge(length, limit: limit) }
        return length
    }

    /// Reads whole frames out of a byte stream as it arrives, refusing a length header over
    /// `limit` before buffering the body it announces.
    public struct Reader: Sendable {
        var buffer = Data()
        /// The largest body this reader accepts.
        public let limit: Int

        /// A reader that refuses bodies over `limit` bytes.
        public init(limit: Int = FrameCodec.maximumBytes) { self.limit = limit }

        /// Bytes as they arrived from the stream.
        public mutating func append(_ data: Data) { buffer.append(data) }

        /// The next complete frame body, nil if more bytes are needed.
        public mutating func next() throws -> Data? {
            let header = FrameCodec.headerBytes
            guard buffer.count >= header else { return nil }
            let length = try FrameCodec.bodyLength(ofHeader: buffer.prefix(header), limit: limit)
            guard buffer.count >= header + length else { return nil }
            let body = buffer.subdata(in: buffer.startIndex + header..<buffer.startIndex + header + length)
            buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + header + length)
            return body
        }

        /// True when bytes of an incomplete frame are waiting (a close now cuts a frame short).
        public var hasPartialFrame: Bool { !buffer.isEmpty }
    }
}
