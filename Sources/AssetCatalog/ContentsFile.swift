import Foundation

/// Reads the `Contents.json` that every catalog folder and set carries.
enum ContentsFile {
    static func url(in directory: URL) -> URL {
        directory.appendingPathComponent("Contents.json", isDirectory: false)
    }

    static func exists(in directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: url(in: directory).path)
    }

    /// The top-level object of `directory/Contents.json`.
    static func load(in directory: URL) throws(AssetCatalogError) -> [String: JSONValue] {
        let file = url(in: directory)
        // A `Contents.json` that is a link out of its folder is not the catalog's to give.
        if ContainedPath.escapes(file, from: directory) {
            throw .outsideFolder(file, name: "Contents.json", root: directory)
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            let reason = FileManager.default.fileExists(atPath: file.path) ? error.localizedDescription : "file does not exist"
            throw .unreadableContents(file, reason: reason)
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .invalidJSON(file, reason: describe(error))
        }
        guard let object = value.objectValue else {
            throw .malformedContents(file, reason: "top level is \(value.summary), expected an object")
        }
        return object
    }

    /// DecodingError's own description is verbose; the underlying parser message is what helps.
    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            if let underlying = context.underlyingError {
                let nsError = underlying as NSError
                if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
                return underlying.localizedDescription
            }
            return context.debugDescription
        }
        return String(describing: error)
    }
}
