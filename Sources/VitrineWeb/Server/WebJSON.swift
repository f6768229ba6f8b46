import Foundation
import Hummingbird

/// JSON in and out of the API: ISO 8601 dates, sorted keys (stable output for tests), and
/// strict decoding of request bodies (unknown shapes are a 400, never a guess).
enum WebJSON {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.timeIntervalSince1970 * 1000)  // JavaScript's Date(ms)
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func string(_ value: some Encodable) -> String? {
        (try? encoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) }
    }

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        guard let data = try? encoder().encode(value) else {
            return WebError(.internalServerError, "the answer could not be encoded").response
        }
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Reads a bounded JSON body into `T`.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int) async throws -> T {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch {
            throw WebError(.contentTooLarge, "the request body is larger than \(limit) bytes")
        }
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") ?? false else {
            throw WebError(.unsupportedMediaType, "send the body as application/json")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw WebError(.badRequest, "the body is not the expected JSON: \(Self.describe(error))")
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing field \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            // A value of the right JSON shape but wrong content (a configuration value's kind): say which and why.
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            // The parser's own words say where (and that nesting too deep is what it refused).
            "malformed JSON" + (context.underlyingError.map { " (\(String(describing: $0).prefix(160)))" } ?? "")
        default: "\(error)"
        }
    }
}

/// A refusal with its HTTP status; the body is `{"error": "<message>"}`.
struct WebError: Error, CustomStringConvertible {
    var status: HTTPResponse.Status
    var message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    var description: String { "\(status.code) \(message)" }

    var response: Response {
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
