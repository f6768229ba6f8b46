import Foundation

/// Turns an `.imageset` folder into an `ImageSet`.
enum ImageSetReader {
    /// The set plus problems that only cost single slots (a missing file, an odd scale):
    /// Xcode merely warns about those, so the rest of the set stays usable.
    static func read(directory: URL, name: String) throws(AssetCatalogError) -> (ImageSet, [AssetCatalogError]) {
        let file = ContentsFile.url(in: directory)
        let contents = try ContentsFile.load(in: directory)

        var variants: [ImageVariant] = []
        var problems: [AssetCatalogError] = []
        if let imagesValue = contents["images"] {
            guard let entries = imagesValue.arrayValue else {
                throw .malformedContents(file, reason: "\"images\" is \(imagesValue.summary), expected an array")
            }
            for entry in entries {
                guard entry.objectValue != nil else {
                    throw .malformedContents(file, reason: "an \"images\" entry is \(entry.summary), expected an object")
                }
                // Slots without a file are the empty wells Xcode keeps for every scale.
                guard let filename = entry["filename"]?.stringValue, !filename.isEmpty else { continue }
                guard let traits = try AppearanceTraits.parse(entry["appearances"], file: file) else { continue }

                var scale: Double?
                if let scaleValue = entry["scale"], scaleValue != .null {
                    guard let parsed = parseScale(scaleValue) else {
                        problems.append(.invalidScale(file, value: scaleValue.summary))
                        continue
                    }
                    scale = parsed
                }

                // The name is the app's: it must lead to a file inside this image set's folder
                // once links are followed, never to another app's files through `..`, an
                // absolute path or a symbolic link.
                guard !filename.hasPrefix("/") else {
                    problems.append(.outsideFolder(file, name: filename, root: directory))
                    continue
                }
                let imageURL = directory.appendingPathComponent(filename, isDirectory: false)
                if ContainedPath.escapes(imageURL, from: directory) {
                    problems.append(.outsideFolder(file, name: filename, root: directory))
                    continue
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: imageURL.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                else {
                    problems.append(.missingImageFile(file, filename: filename))
                    continue
                }
                // A FIFO or device would block or never end when the host reads it.
                guard ContainedPath.isRegularFile(imageURL) else {
                    problems.append(.unreadableContents(imageURL, reason: "not a regular file; that image is ignored"))
                    continue
                }

                variants.append(
                    ImageVariant(
                        fileURL: imageURL, scale: scale, appearance: traits.appearance,
                        idiom: entry["idiom"]?.stringValue ?? "universal",
                        highContrast: traits.highContrast,
                        displayGamut: entry["display-gamut"]?.stringValue))
            }
        }

        let properties = contents["properties"]
        let intent = properties?["template-rendering-intent"]?.stringValue
            .flatMap { TemplateRenderingIntent(rawValue: $0.lowercased()) }
        let preservesVector = properties?["preserves-vector-representation"]?.looseBool ?? false
        let set = ImageSet(
            name: name, variants: variants, templateRenderingIntent: intent,
            preservesVectorRepresentation: preservesVector)
        return (set, problems)
    }

    /// "2x" -> 2; plain numbers are accepted too.
    static func parseScale(_ value: JSONValue) -> Double? {
        let number: Double?
        switch value {
        case .number(let raw):
            number = raw
        case .string(let text):
            var trimmed = Substring(text.trimmingWhitespace().lowercased())
            if trimmed.hasSuffix("x") { trimmed = trimmed.dropLast() }
            number = Double(trimmed)
        default:
            number = nil
        }
        guard let number, number.isFinite, number > 0 else { return nil }
        return number
    }
}
