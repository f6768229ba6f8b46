import Foundation

/// Why a project could not be read or imported. Every case that comes from the project file
/// names the object id and the key, so a person can find the line in `project.pbxproj`.
public enum XcodeProjectError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not an old-style property list (the parser's own message, with its line).
    case notAPropertyList(path: String, reason: String)
    /// A key the format requires at the top of the file is missing or of the wrong type.
    case malformedRoot(key: String, reason: String)
    /// An object refers (under `key`) to an id that is not in the `objects` table.
    case missingObject(id: String, referencedBy: String, key: String)
    /// An object lacks a key it must have.
    case missingKey(id: String, isa: String, key: String)
    /// An object's value under `key` is not of the expected kind.
    case wrongType(id: String, isa: String, key: String, expected: String)
    /// An object under `key` has an `isa` that cannot stand there.
    case unexpectedIsa(id: String, isa: String, referencedBy: String, key: String, expected: String)
    /// No target of that name.
    case noSuchTarget(name: String, available: [String])
    /// A build setting refers to itself (directly or through others).
    case recursiveSetting(name: String, target: String)
    /// A file the target needs (Info.plist, entitlements) is not a readable property list.
    case unreadableSupportFile(path: String, setting: String, reason: String)

    /// A one-line message naming the object and key.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .notAPropertyList(let path, let reason): return "\(path) is not an old-style property list: \(reason)"
        case .malformedRoot(let key, let reason): return "project.pbxproj: root key '\(key)' \(reason)"
        case .missingObject(let id, let owner, let key): return "object \(owner), key '\(key)': refers to \(id), which is not in 'objects'"
        case .missingKey(let id, let isa, let key): return "object \(id) (\(isa)): required key '\(key)' is missing"
        case .wrongType(let id, let isa, let key, let expected): return "object \(id) (\(isa)), key '\(key)': expected \(expected)"
        case .unexpectedIsa(let id, let isa, let owner, let key, let expected):
            return "object \(owner), key '\(key)': \(id) is a \(isa), expected \(expected)"
        case .noSuchTarget(let name, let available):
            return "no target named '\(name)' (targets: \(available.isEmpty ? "none" : available.joined(separator: ", ")))"
        case .recursiveSetting(let name, let target): return "build setting \(name) of target \(target) refers to itself"
        case .unreadableSupportFile(let path, let setting, let reason): return "\(setting) = \(path): \(reason)"
        }
    }
}
