import Foundation
import Testing
import VitrineHost
import WidgetArchive
import WidgetRender

@testable import WidgetKit

/// A habit tracker written as authors write one: twelve days in an adaptive LazyVGrid under
/// a title. 126 points fit floor((126 + 4) / (24 + 4)) = 4 columns of (126 − 12) / 4 = 28.5.
struct HabitGridView: DrawingContent {
    let entry: DrawingEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Reading").font(.headline)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 24), spacing: 4)], spacing: 4) {
                ForEach(0..<12, id: \.self) { day in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(day % 3 == 2 ? Color.gray.opacity(0.3) : Color.green)
                        .frame(height: 24)
                        .overlay(Text("\(day + 1)").font(.caption2).foregroundColor(.white))
                }
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

/// A standings table: a fixed rank column, a leading-aligned flexible name column and a
/// trailing-aligned flexible score column; `entry.shift` widens the rank column (negative test).
/// In 306 points: 20, then (306 − 16 − 20) / 2 = 135 for each flexible column.
struct StandingsGridView: DrawingContent {
    let entry: DrawingEntry
    static let rows = [("Ada", 42), ("Grace", 37), ("Linus", 29), ("Barbara", 18)]
    var body: some View {
        LazyVGrid(
            columns: [
                GridItem(.fixed(20 + entry.shift)), GridItem(.flexible(), alignment: .leading),
                GridItem(.flexible(), alignment: .trailing),
            ],
            spacing: 6
        ) {
            ForEach(Array(Self.rows.enumerated()), id: \.offset) { index, row in
                Circle().fill(index == 0 ? Color.orange : Color.blue).frame(width: 16, height: 16)
                Text(row.0).font(.subheadline)
                Text("\(row.1)").font(.subheadline.bold().monospacedDigit())
            }
        }
        .containerBackground(Color(white: 0.95), for: .widget)
    }
}

/// LazyVGrid through `EntryImageRenderer` (the host's pixels, 3x). Goldens are in
/// `Goldens/grid/`; they were looked at when recorded. A one-point shift of a column fails.
@MainActor @Suite(.serialized) struct LazyGridGoldenTests {
    static let directory = GoldenImageTests.directory.appendingPathComponent("grid")

    @Test func habitGridMatchesGolden() throws {
        let result = GeometryDrawingGoldenTests.render(HabitGridView.self, .systemSmall)
        #expect(result.archive.version == 3)
        #expect(result.archive.root.containsNode { if case .lazyGrid = $0.content { true } else { false } })
        #expect(result.output.diagnostics.isEmpty, "\(result.output.diagnostics)")
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("habits-systemSmall.png"))
    }

    @Test func standingsGridMatchesGolden() throws {
        let result = GeometryDrawingGoldenTests.render(StandingsGridView.self, .systemMedium)
        #expect(result.output.diagnostics.isEmpty, "\(result.output.diagnostics)")
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("standings-systemMedium.png"))
    }

    @Test func aColumnOnePointWiderIsARegression() throws {
        // The rank column 21 points wide: the name and score columns move and narrow by a point.
        let shifted = GeometryDrawingGoldenTests.render(StandingsGridView.self, .systemMedium, DrawingEntry(date: GoldenFixtures.now, shift: 1))
        let actual = try GeometryDrawingGoldenTests.image(shifted.png)
        let golden = try #require(RasterImage.decodePNG(try Data(contentsOf: Self.directory.appendingPathComponent("standings-systemMedium.png"))))
        for tolerance in [ImageComparison.Tolerance.exact, .antialiasing] {
            let comparison = ImageComparison.compare(actual: actual, golden: golden, tolerance: tolerance).0
            #expect(!comparison.passes, "\(tolerance) comparison passed a column one point wider: \(comparison.summary)")
        }
    }
}
