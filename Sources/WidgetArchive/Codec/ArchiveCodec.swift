import Foundation

/// Encodes and decodes archives as JSON, and refuses what it cannot read faithfully.
public enum ArchiveCodec {
    /// Deterministic output (sorted keys) so equal archives are byte-equal and can be
    /// content-hashed; infinity (flexible frames) is spelled as a string JSON can carry.
    public static func encode(_ archive: ViewArchive, pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Dates as seconds since 2001-01-01 (Foundation's own storage), so they round-trip exactly.
        encoder.dateEncodingStrategy = .deferredToDate
        encoder.dataEncodingStrategy = .base64
        return try encoder.encode(archive)
    }

    /// Reads a JSON archive, refusing other documents, other versions and trees that fail validation.
    public static func decode(_ data: Data) throws -> ViewArchive {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        decoder.dateDecodingStrategy = .deferredToDate
        decoder.dataDecodingStrategy = .base64

        // Read the header first: a future version must be refused as such, not reported as
        // whatever field it renamed.
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw ArchiveError.notAnArchive(Self.describe(error))
        }
        guard header.format == ViewArchive.formatName else {
            throw ArchiveError.notAnArchive("format is \"\(header.format)\", expected \"\(ViewArchive.formatName)\"")
        }
        guard header.version <= ViewArchive.currentVersion else {
            throw ArchiveError.unsupportedVersion(found: header.version, supported: ViewArchive.currentVersion)
        }
        guard header.version >= 1 else {
            throw ArchiveError.malformed(path: "version", reason: "version \(header.version) is not a valid archive version")
        }

        let archive: ViewArchive
        do {
            archive = try decoder.decode(ViewArchive.self, from: data)
        } catch let error as DecodingError {
            let (path, reason) = Self.location(of: error)
            throw ArchiveError.malformed(path: path, reason: reason)
        }
        try ArchiveValidator.validate(archive)
        return archive
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    private static func describe(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            let (path, reason) = location(of: decoding)
            return path.isEmpty ? reason : "\(path): \(reason)"
        }
        return "\(error)"
    }

    private static func location(of error: DecodingError) -> (String, String) {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "missing \(type) value")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", "\(error)")
        }
    }
}

/// Why an archive could not be read.
public enum ArchiveError: Error, Equatable, CustomStringConvertible {
    /// The data is not a view archive (wrong format name, or not JSON at all).
    case notAnArchive(String)
    /// The archive was written by a different format version than this reader supports.
    case unsupportedVersion(found: Int, supported: Int)
    /// The archive breaks a rule at `path` (a JSON path or a node id).
    case malformed(path: String, reason: String)

    /// The problem in words, for error messages.
    public var description: String {
        switch self {
        case .notAnArchive(let why):
            "not a Vitrine view archive: \(why)"
        case .unsupportedVersion(let found, let supported):
            "view archive version \(found) is newer than this reader supports (\(supported)); update Vitrine"
        case .malformed(let path, let reason):
            "malformed view archive at \(path.isEmpty ? "<root>" : path): \(reason)"
        }
    }
}
