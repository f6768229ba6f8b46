import Foundation

/// Any JSON value, decoded without a schema so the parser can say precisely which field is
/// missing or of the wrong type (a synthesized `Decodable` stops at the first problem).
enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// Validates manifest JSON, collecting every problem, and resolves executable paths.
struct ManifestParser {
    /// Schemes that route elsewhere (web, files, system apps) or belong to Vitrine.
    static let reservedSchemes: Set<String> = [
        "http", "https", "file", "ftp", "javascript", "data", "about", "blob", "mailto", "tel", "sms",
        "facetime", "ws", "wss", "app-settings", "prefs", "vitrine",
    ]
    static let appKeys: Set<String> = ["id", "name", "executable", "urlSchemes", "appGroups", "team", "extensions", "intentsExtensions"]
    static let intentsExtensionKeys: Set<String> = ["id", "executable", "intentsSupported"]
    static let extensionKeys: Set<String> = ["id", "executable", "dataProtection", "usesLocation"]

    let baseDirectory: URL
    var problems: [ManifestProblem] = []

    init(baseDirectory: URL) {
        self.baseDirectory = baseDirectory
    }

    mutating func parse(_ data: Data) -> AppManifest? {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            problems.append(.invalidJSON(Self.describeSyntaxError(in: data)))
            return nil
        }
        guard case .object(let fields) = root else {
            problems.append(.wrongType(field: "(top level)", expected: "an object"))
            return nil
        }
        checkKeys(fields, allowed: Self.appKeys, prefix: "")

        let id = string(fields, "id", required: true)
        if let id, !Self.isReverseDNS(id) { problems.append(.invalidIdentifier(field: "id", value: id)) }
        let name = string(fields, "name", required: true)
        let executable = string(fields, "executable", required: false).map { checkExecutable($0, field: "executable") }

        var schemes: [String] = []
        for scheme in strings(fields, "urlSchemes") {
            let lowered = scheme.lowercased()
            if !Self.isScheme(lowered) {
                problems.append(.invalidScheme(scheme))
            } else if Self.reservedSchemes.contains(lowered) {
                problems.append(.reservedScheme(lowered))
            } else if schemes.contains(lowered) {
                problems.append(.duplicateScheme(lowered))
            } else {
                schemes.append(lowered)
            }
        }
        if !schemes.isEmpty, Self.isAbsent(fields["executable"]) { problems.append(.schemesWithoutExecutable) }

        let team = string(fields, "team", required: false)
        if let team, !Self.isTeamIdentifier(team) { problems.append(.invalidTeam(team)) }

        var groups: [String] = []
        for group in strings(fields, "appGroups") {
            if !group.hasPrefix("group.") || !Self.isReverseDNS(String(group.dropFirst("group.".count))) {
                problems.append(.invalidAppGroup(group))
            } else if groups.contains(group) {
                problems.append(.duplicateAppGroup(group))
            } else {
                groups.append(group)
            }
        }

        var extensions: [ExtensionManifest] = []
        switch fields["extensions"] {
        case nil, .null?:
            problems.append(.missingField("extensions"))
        case .array(let items)?:
            if items.isEmpty { problems.append(.noExtensions) }
            for (index, item) in items.enumerated() {
                if let parsed = parseExtension(item, field: "extensions[\(index)]", appID: id) {
                    if extensions.contains(where: { $0.id == parsed.id }) {
                        problems.append(.duplicateExtension(parsed.id))
                    } else if extensions.contains(where: { $0.executable == parsed.executable }) {
                        problems.append(.duplicateExecutable(parsed.executable))
                    } else {
                        extensions.append(parsed)
                    }
                }
            }
        case _?:
            problems.append(.wrongType(field: "extensions", expected: "an array of objects"))
        }

        var intentsExtensions: [IntentsExtensionManifest] = []
        switch fields["intentsExtensions"] {
        case nil, .null?:
            break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                guard let parsed = parseIntentsExtension(item, field: "intentsExtensions[\(index)]", appID: id) else { continue }
                if extensions.contains(where: { $0.executable == parsed.executable })
                    || intentsExtensions.contains(where: { $0.executable == parsed.executable })
                {
                    problems.append(.duplicateExecutable(parsed.executable))
                } else if extensions.contains(where: { $0.id == parsed.id }) || intentsExtensions.contains(where: { $0.id == parsed.id }) {
                    problems.append(.duplicateExtension(parsed.id))
                } else if let intent = parsed.intentsSupported.first(where: { name in intentsExtensions.contains { $0.intentsSupported.contains(name) } }) {
                    problems.append(.intentHandledTwice(intent))
                } else {
                    intentsExtensions.append(parsed)
                }
            }
        case _?:
            problems.append(.wrongType(field: "intentsExtensions", expected: "an array of objects"))
        }

        guard let id, let name else { return nil }
        return AppManifest(
            id: id, name: name, executable: executable, urlSchemes: schemes, appGroups: groups,
            team: team, extensions: extensions, intentsExtensions: intentsExtensions)
    }

    /// Apple's team IDs are ten characters, uppercase letters and digits.
    static func isTeamIdentifier(_ value: String) -> Bool {
        value.utf8.count == 10 && value.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) }
    }

    private mutating func parseExtension(_ value: JSONValue, field: String, appID: String?) -> ExtensionManifest? {
        guard case .object(let fields) = value else {
            problems.append(.wrongType(field: field, expected: "an object"))
            return nil
        }
        checkKeys(fields, allowed: Self.extensionKeys, prefix: field + ".")
        guard let executableValue = string(fields, "executable", required: true, prefix: field + ".") else { return nil }
        let executable = checkExecutable(executableValue, field: field + ".executable")

        var id = string(fields, "id", required: false, prefix: field + ".")
        if id == nil, let appID {
            id = appID + "." + URL(fileURLWithPath: executable).lastPathComponent
        }
        guard let id else { return nil }
        if !Self.isReverseDNS(id) {
            problems.append(.invalidIdentifier(field: field + ".id", value: id))
        } else if let appID, !id.hasPrefix(appID + ".") {
            problems.append(.extensionOutsideApp(extensionID: id, appID: appID))
        }

        var protection = DataProtection.completeUntilFirstUserAuthentication
        if let raw = string(fields, "dataProtection", required: false, prefix: field + ".") {
            if let level = DataProtection(rawValue: raw) {
                protection = level
            } else {
                problems.append(.unknownDataProtection(field: field + ".dataProtection", value: raw))
            }
        }
        var usesLocation = false
        switch fields["usesLocation"] {
        case nil, .null?: break
        case .bool(let flag)?: usesLocation = flag
        case _?: problems.append(.wrongType(field: field + ".usesLocation", expected: "true or false"))
        }
        return ExtensionManifest(id: id, executable: executable, dataProtection: protection, usesLocation: usesLocation)
    }

    private mutating func parseIntentsExtension(_ value: JSONValue, field: String, appID: String?) -> IntentsExtensionManifest? {
        guard case .object(let fields) = value else {
            problems.append(.wrongType(field: field, expected: "an object"))
            return nil
        }
        checkKeys(fields, allowed: Self.intentsExtensionKeys, prefix: field + ".")
        guard let executableValue = string(fields, "executable", required: true, prefix: field + ".") else { return nil }
        let executable = checkExecutable(executableValue, field: field + ".executable")
        var id = string(fields, "id", required: false, prefix: field + ".")
        if id == nil, let appID { id = appID + "." + URL(fileURLWithPath: executable).lastPathComponent }
        guard let id else { return nil }
        if !Self.isReverseDNS(id) {
            problems.append(.invalidIdentifier(field: field + ".id", value: id))
        } else if let appID, !id.hasPrefix(appID + ".") {
            problems.append(.extensionOutsideApp(extensionID: id, appID: appID))
        }
        var intents: [String] = []
        switch fields["intentsSupported"] {
        case nil, .null?:
            problems.append(.missingField(field + ".intentsSupported"))
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                guard case .string(let name) = item, Self.isSwiftIdentifier(name) else {
                    problems.append(.wrongType(field: "\(field).intentsSupported[\(index)]", expected: "an intent class name (ConfigurationIntent)"))
                    continue
                }
                if !intents.contains(name) { intents.append(name) }
            }
            if items.isEmpty { problems.append(.emptyField(field + ".intentsSupported")) }
        case _?:
            problems.append(.wrongType(field: field + ".intentsSupported", expected: "an array of intent class names"))
        }
        return IntentsExtensionManifest(id: id, executable: executable, intentsSupported: intents)
    }

    static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    // MARK: - Fields

    private mutating func checkKeys(_ fields: [String: JSONValue], allowed: Set<String>, prefix: String) {
        for key in fields.keys.sorted() where !allowed.contains(key) {
            problems.append(.unknownField(prefix + key))
        }
    }

    private mutating func string(_ fields: [String: JSONValue], _ key: String, required: Bool, prefix: String = "") -> String? {
        switch fields[key] {
        case nil, .null?:
            if required { problems.append(.missingField(prefix + key)) }
            return nil
        case .string(let value)?:
            if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                problems.append(.emptyField(prefix + key))
                return nil
            }
            return value
        case _?:
            problems.append(.wrongType(field: prefix + key, expected: "a string"))
            return nil
        }
    }

    private mutating func strings(_ fields: [String: JSONValue], _ key: String) -> [String] {
        switch fields[key] {
        case nil, .null?:
            return []
        case .array(let items)?:
            var result: [String] = []
            for (index, item) in items.enumerated() {
                if case .string(let value) = item {
                    result.append(value)
                } else {
                    problems.append(.wrongType(field: "\(key)[\(index)]", expected: "a string"))
                }
            }
            return result
        case _?:
            problems.append(.wrongType(field: key, expected: "an array of strings"))
            return []
        }
    }

    /// Resolves `path` against the manifest's folder and checks it names an executable file.
    private mutating func checkExecutable(_ path: String, field: String) -> String {
        let resolved = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path))
            .standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
            problems.append(.executableMissing(field: field, path: resolved))
        } else if isDirectory.boolValue || !FileManager.default.isExecutableFile(atPath: resolved) {
            problems.append(.notExecutable(field: field, path: resolved))
        }
        return resolved
    }

    private static func isAbsent(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?: return true
        default: return false
        }
    }

    // MARK: - Syntax

    /// Letters, digits and hyphens in at least two non-empty dot-separated parts (bundle-id rules).
    static func isReverseDNS(_ value: String) -> Bool {
        guard value.utf8.count <= 155 else { return false }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && (Self.isAlphanumeric($0) || $0 == "-") }
        }
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    static func isScheme(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return value.unicodeScalars.allSatisfy { $0.isASCII && (Self.isAlphanumeric($0) || "+-.".unicodeScalars.contains($0)) }
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// JSONDecoder on Linux does not say where the syntax error is; JSONSerialization gives
    /// a character offset, turned here into a line and column.
    private static func describeSyntaxError(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the JSON is not a manifest"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "syntax error"
            guard let match = detail.range(of: #"character [0-9]+"#, options: .regularExpression),
                let offset = Int(detail[match].dropFirst("character ".count))
            else { return detail }
            let prefix = data.prefix(offset)
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 - prefix.startIndex + 1 } ?? 0) + 1
            return "\(detail.hasSuffix(".") ? String(detail.dropLast()) : detail) (line \(line), column \(column))"
        }
    }
}
