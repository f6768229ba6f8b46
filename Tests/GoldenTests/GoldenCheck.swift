import Foundation
import Testing
import WidgetRender

/// Checks a rendered PNG against its checked-in golden: the one place that decides how goldens
/// are compared, updated and reported.
///
/// - Comparison is exact unless the run names a tolerance (`ImageComparison.Tolerance`); a
///   named tolerance is announced once in the output.
/// - `VITRINE_UPDATE_GOLDENS=1` writes the render as the new golden *and records an issue*,
///   so an update run never reads as a passing run; under `CI` it refuses to write.
/// - A failure writes `<name>.actual.png` and `<name>.diff.png` to `Failures/` (ignored by git).
enum GoldenCheck {
    static let updateKey = "VITRINE_UPDATE_GOLDENS"
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Failures")

    static let tolerance: Result<ImageComparison.Tolerance, ImageComparison.UnknownTolerance> = {
        do {
            let tolerance = try ImageComparison.Tolerance.configured()
            if tolerance != .exact {
                print(
                    "GoldenTests: comparing with the named tolerance '\(tolerance.rawValue)' (\(ImageComparison.Tolerance.environmentKey)); exact is the default"
                )
            }
            return .success(tolerance)
        } catch let error as ImageComparison.UnknownTolerance {
            return .failure(error)
        } catch {
            fatalError("unexpected \(error)")
        }
    }()

    static func verify(_ png: Data, against golden: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let environment = ProcessInfo.processInfo.environment
        let name = golden.lastPathComponent
        if environment[updateKey] == "1" {
            if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci != "false" {
                Issue.record(
                    "\(updateKey)=1 under CI: goldens are recorded by a person who looks at them, never by CI; \(name) left as it is",
                    sourceLocation: sourceLocation)
                return
            }
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: golden)
            Issue.record("\(name) rewritten (\(updateKey)=1): look at it, then run again without the variable", sourceLocation: sourceLocation)
            return
        }
        let tolerance: ImageComparison.Tolerance
        switch Self.tolerance {
        case .success(let value): tolerance = value
        case .failure(let error):
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return
        }
        guard let expectedData = try? Data(contentsOf: golden), let expected = RasterImage.decodePNG(expectedData) else {
            Issue.record("missing golden \(name); record it with \(updateKey)=1 and look at it", sourceLocation: sourceLocation)
            return
        }
        let actual = try #require(RasterImage.decodePNG(png), sourceLocation: sourceLocation)
        let (comparison, diff) = ImageComparison.compare(actual: actual, golden: expected, tolerance: tolerance)
        guard !comparison.passes else { return }
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let base = failures.appendingPathComponent(name.replacingOccurrences(of: ".png", with: ""))
        try png.write(to: base.appendingPathExtension("actual.png"))
        if let diff { try diff.write(to: base.appendingPathExtension("diff.png")) }
        Issue.record("\(name) differs from its golden: \(comparison.summary); see \(base.path).diff.png", sourceLocation: sourceLocation)
    }
}
