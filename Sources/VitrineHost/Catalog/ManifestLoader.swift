import Foundation
import VitrineStore

/// Reads an app manifest whose executables may live elsewhere than the manifest: SwiftPM
/// builds them into `.build/<config>/`, while the manifest stays in the sources. Relative
/// executables resolve against `executablesDirectory` when given, else against the manifest's
/// folder, and — when that fails — against the folder of the running `vitrine` (which is the
/// build folder when it was built by the same package).
public enum ManifestLoader {
    /// The manifest at `url`, its relative executables resolved as above; throws the manifest's own error when it cannot be read or none of the folders works.
    public static func load(_ url: URL, executablesDirectory: URL? = nil) throws -> AppManifest {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { return try AppManifest.load(from: url) }  // its error names the problem
        let name = url.lastPathComponent
        if let executablesDirectory {
            return try AppManifest.parse(data, manifestPath: executablesDirectory.appendingPathComponent(name).path)
        }
        do {
            return try AppManifest.load(from: url)
        } catch let first {
            guard let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
                let manifest = try? AppManifest.parse(data, manifestPath: own.appendingPathComponent(name).path)
            else { throw first }
            return manifest
        }
    }
}
