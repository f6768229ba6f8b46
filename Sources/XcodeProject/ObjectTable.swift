import Foundation

/// One entry of the `objects` table: its id, its `isa` and its keys, with typed reads that
/// fail with the object's id and the key.
struct ProjectObject {
    let id: String
    let isa: String
    let fields: [String: Any]

    func string(_ key: String) throws -> String {
        guard let value = fields[key] else { throw XcodeProjectError.missingKey(id: id, isa: isa, key: key) }
        guard let string = value as? String else { throw XcodeProjectError.wrongType(id: id, isa: isa, key: key, expected: "a string") }
        return string
    }

    func optionalString(_ key: String) throws -> String? {
        guard let value = fields[key] else { return nil }
        guard let string = value as? String else { throw XcodeProjectError.wrongType(id: id, isa: isa, key: key, expected: "a string") }
        return string
    }

    /// A list of strings (ids or paths); a missing key is an empty list.
    func strings(_ key: String) throws -> [String] {
        guard let value = fields[key] else { return [] }
        guard let list = value as? [Any], let strings = list as? [String] else {
            throw XcodeProjectError.wrongType(id: id, isa: isa, key: key, expected: "a list of strings")
        }
        return strings
    }

    func dictionary(_ key: String) throws -> [String: Any]? {
        guard let value = fields[key] else { return nil }
        guard let dictionary = value as? [String: Any] else {
            throw XcodeProjectError.wrongType(id: id, isa: isa, key: key, expected: "a dictionary")
        }
        return dictionary
    }
}

/// The `objects` table of a `project.pbxproj`, and the root object's id.
struct ObjectTable {
    let objects: [String: ProjectObject]
    let rootObject: String
    /// The file format tag (`objectVersion`).
    let objectVersion: String

    /// Parses the old-style property list with Foundation's parser (CoreFoundation's
    /// `CFOldStylePList`, the same code Apple's tools use).
    init(data: Data, path: String) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XcodeProjectError.notAPropertyList(path: path, reason: Self.parserMessage(error))
        }
        guard let root = plist as? [String: Any] else { throw XcodeProjectError.malformedRoot(key: "(root)", reason: "is not a dictionary") }
        guard let table = root["objects"] else { throw XcodeProjectError.malformedRoot(key: "objects", reason: "is missing") }
        guard let entries = table as? [String: Any] else { throw XcodeProjectError.malformedRoot(key: "objects", reason: "is not a dictionary") }
        guard let rootID = root["rootObject"] else { throw XcodeProjectError.malformedRoot(key: "rootObject", reason: "is missing") }
        guard let rootID = rootID as? String else { throw XcodeProjectError.malformedRoot(key: "rootObject", reason: "is not an object id") }
        var objects: [String: ProjectObject] = [:]
        for (id, value) in entries {
            guard let fields = value as? [String: Any] else {
                throw XcodeProjectError.wrongType(id: id, isa: "?", key: "(object)", expected: "a dictionary")
            }
            guard let isa = fields["isa"] else { throw XcodeProjectError.missingKey(id: id, isa: "?", key: "isa") }
            guard let isa = isa as? String else { throw XcodeProjectError.wrongType(id: id, isa: "?", key: "isa", expected: "a string") }
            objects[id] = ProjectObject(id: id, isa: isa, fields: fields)
        }
        self.objects = objects
        self.rootObject = rootID
        self.objectVersion = root["objectVersion"] as? String ?? ""
        guard objects[rootID] != nil else { throw XcodeProjectError.malformedRoot(key: "rootObject", reason: "names \(rootID), which is not in 'objects'") }
    }

    /// The object `id` that `owner` refers to under `key`, which must be one of `isas`.
    func object(_ id: String, from owner: ProjectObject, key: String, isa isas: Set<String>) throws -> ProjectObject {
        guard let object = objects[id] else { throw XcodeProjectError.missingObject(id: id, referencedBy: owner.id, key: key) }
        guard isas.contains(object.isa) else {
            throw XcodeProjectError.unexpectedIsa(
                id: id, isa: object.isa, referencedBy: owner.id, key: key, expected: isas.sorted().joined(separator: " or "))
        }
        return object
    }

    /// CoreFoundation puts the useful line ("Missing ';' on line 12") in a nested error.
    static func parserMessage(_ error: Error) -> String {
        let nsError = error as NSError
        for value in nsError.userInfo.values {
            if let nested = value as? NSError, let message = nested.userInfo[NSDebugDescriptionErrorKey] as? String { return message }
        }
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
