import Foundation

/// Turns a `.colorset` folder into a `ColorSet`.
enum ColorSetReader {
    static func read(directory: URL, name: String) throws(AssetCatalogError) -> ColorSet {
        let file = ContentsFile.url(in: directory)
        let contents = try ContentsFile.load(in: directory)
        guard let colorsValue = contents["colors"] else {
            return ColorSet(name: name, variants: [])
        }
        guard let entries = colorsValue.arrayValue else {
            throw .malformedContents(file, reason: "\"colors\" is \(colorsValue.summary), expected an array")
        }
        var variants: [ColorVariant] = []
        for entry in entries {
            guard entry.objectValue != nil else {
                throw .malformedContents(file, reason: "a \"colors\" entry is \(entry.summary), expected an object")
            }
            // A slot without "color" is an unfilled well in Xcode's editor (e.g. a fresh AccentColor).
            guard let colorValue = entry["color"], colorValue != .null else { continue }
            guard let traits = try AppearanceTraits.parse(entry["appearances"], file: file) else { continue }
            let color = try readColor(colorValue, file: file)
            variants.append(
                ColorVariant(
                    color: color,
                    idiom: entry["idiom"]?.stringValue ?? "universal",
                    appearance: traits.appearance,
                    highContrast: traits.highContrast,
                    displayGamut: entry["display-gamut"]?.stringValue))
        }
        return ColorSet(name: name, variants: variants)
    }

    static func readColor(_ value: JSONValue, file: URL) throws(AssetCatalogError) -> AssetColor {
        guard value.objectValue != nil else {
            throw .malformedContents(file, reason: "\"color\" is \(value.summary), expected an object")
        }
        if value["components"] == nil, let reference = value["reference"]?.stringValue {
            throw .unsupportedColorReference(file, reference: reference)
        }

        let colorSpace: AssetColor.ColorSpace
        if let spaceValue = value["color-space"] {
            guard let spaceName = spaceValue.stringValue,
                let space = AssetColor.ColorSpace(rawValue: spaceName.lowercased())
            else {
                throw .unsupportedColorSpace(file, colorSpace: spaceValue.stringValue ?? spaceValue.summary)
            }
            colorSpace = space
        } else {
            colorSpace = .sRGB  // what Xcode assumes when the key is absent
        }

        guard let components = value["components"], components.objectValue != nil else {
            throw .missingColorComponent(file, component: "components")
        }

        func channel(_ key: String) throws(AssetCatalogError) -> Double {
            guard let raw = components[key] else { throw .missingColorComponent(file, component: key) }
            guard let number = ColorComponent.channel(raw, extended: colorSpace.isExtended) else {
                throw .badColorComponent(file, component: key, value: raw.summary)
            }
            return number
        }

        var alpha = 1.0
        if let raw = components["alpha"] {
            guard let number = ColorComponent.alpha(raw) else {
                throw .badColorComponent(file, component: "alpha", value: raw.summary)
            }
            alpha = number
        }

        if colorSpace.isGray {
            return AssetColor(white: try channel("white"), alpha: alpha, colorSpace: colorSpace)
        }
        return AssetColor(
            red: try channel("red"), green: try channel("green"), blue: try channel("blue"),
            alpha: alpha, colorSpace: colorSpace)
    }
}
