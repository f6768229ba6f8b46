import Foundation
import Testing

@testable import AssetCatalog

/// The checked-in `Fixtures/Sample.xcassets` (written by `Fixtures/generate_fixtures.py`).
enum Fixture {
    static var fixturesURL: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    static var catalogURL: URL {
        fixturesURL.appendingPathComponent("Sample.xcassets", isDirectory: true)
    }

    static func catalog() throws -> AssetCatalog {
        try AssetCatalog(contentsOf: catalogURL)
    }

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: catalogURL.appendingPathComponent(relativePath))
    }
}

/// Compares a resolved color to expected components with a small tolerance.
func expectColor(
    _ color: AssetColor?, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1,
    space: AssetColor.ColorSpace, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let color else {
        Issue.record("expected a color, got nil", sourceLocation: sourceLocation)
        return
    }
    let tolerance = 1e-4
    #expect(abs(color.red - red) < tolerance, "red \(color.red) != \(red)", sourceLocation: sourceLocation)
    #expect(abs(color.green - green) < tolerance, "green \(color.green) != \(green)", sourceLocation: sourceLocation)
    #expect(abs(color.blue - blue) < tolerance, "blue \(color.blue) != \(blue)", sourceLocation: sourceLocation)
    #expect(abs(color.alpha - alpha) < tolerance, "alpha \(color.alpha) != \(alpha)", sourceLocation: sourceLocation)
    #expect(color.colorSpace == space, sourceLocation: sourceLocation)
}

/// A fresh directory under the system temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("AssetCatalogTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `json` as `directory/Contents.json`, creating the directory.
func writeContents(_ json: String, in directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: directory.appendingPathComponent("Contents.json"))
}
