import Foundation

/// Why a catalog, or one set in it, could not be read.
///
/// Each case names the file at fault so a widget author can fix it without guessing.
public enum AssetCatalogError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The catalog URL is missing or not a directory.
    case catalogNotFound(URL)
    /// A Contents.json (or a catalog folder) is missing or could not be read.
    case unreadableContents(URL, reason: String)
    /// A Contents.json is not valid JSON.
    case invalidJSON(URL, reason: String)
    /// A Contents.json is valid JSON but not shaped like an asset description.
    case malformedContents(URL, reason: String)
    /// A color component could not be understood.
    case badColorComponent(URL, component: String, value: String)
    /// A color lacks a component its color space needs.
    case missingColorComponent(URL, component: String)
    /// A color names a color space Xcode does not write.
    case unsupportedColorSpace(URL, colorSpace: String)
    /// A color refers to a platform system color instead of giving components.
    case unsupportedColorReference(URL, reference: String)
    /// An image slot has a "scale" that is not like "2x".
    case invalidScale(URL, value: String)
    /// An image slot names a file that is not in the image set folder.
    case missingImageFile(URL, filename: String)
    /// Two sets of the same kind resolve to the same name; the first one found is kept.
    case duplicateName(String, kept: URL, ignored: URL)
    /// A file or folder the catalog names leads outside the folder it must stay in (`..`, an
    /// absolute path, or a symbolic link pointing out): it is not read. The URL is the file
    /// that names it (a `Contents.json`) or the folder or link itself; `root` is where it had to stay.
    case outsideFolder(URL, name: String, root: URL)

    /// The file (or folder) the problem is in.
    public var fileURL: URL {
        switch self {
        case .catalogNotFound(let url), .unreadableContents(let url, _), .invalidJSON(let url, _),
            .malformedContents(let url, _), .badColorComponent(let url, _, _), .missingColorComponent(let url, _),
            .unsupportedColorSpace(let url, _), .unsupportedColorReference(let url, _), .invalidScale(let url, _),
            .missingImageFile(let url, _), .outsideFolder(let url, _, _):
            return url
        case .duplicateName(_, _, let ignored):
            return ignored
        }
    }

    /// The problem in words, with the path it is about.
    public var description: String {
        switch self {
        case .catalogNotFound(let url):
            return "\(url.path): asset catalog not found (expected a directory such as Assets.xcassets)"
        case .unreadableContents(let url, let reason):
            return "\(url.path): cannot read: \(reason)"
        case .invalidJSON(let url, let reason):
            return "\(url.path): Contents.json is not valid JSON: \(reason)"
        case .malformedContents(let url, let reason):
            return "\(url.path): unexpected Contents.json structure: \(reason)"
        case .badColorComponent(let url, let component, let value):
            return "\(url.path): color component \"\(component)\" has invalid value \(value)"
                + " (expected a 0-1 decimal such as \"0.500\", a 0-255 integer such as \"128\", or hex such as \"0x80\")"
        case .missingColorComponent(let url, let component):
            return "\(url.path): color is missing component \"\(component)\""
        case .unsupportedColorSpace(let url, let colorSpace):
            return "\(url.path): unsupported color space \"\(colorSpace)\""
                + " (expected one of \(AssetColor.ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unsupportedColorReference(let url, let reference):
            return "\(url.path): system color reference \"\(reference)\" is not supported; give color components instead"
        case .invalidScale(let url, let value):
            return "\(url.path): image scale \(value) is not like \"2x\"; that image is ignored"
        case .missingImageFile(let url, let filename):
            return "\(url.path): image file \"\(filename)\" does not exist next to Contents.json; that image is ignored"
        case .duplicateName(let name, let kept, let ignored):
            return "\(ignored.path): another set is already named \"\(name)\" (\(kept.path)); this one is ignored"
        case .outsideFolder(let url, let name, let root):
            return "\(url.path): \"\(name)\" leads outside \(root.path) (\"..\", an absolute path or a symbolic link pointing out);"
                + " it is not read"
        }
    }
}

extension AssetCatalogError: LocalizedError {
    /// The same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
