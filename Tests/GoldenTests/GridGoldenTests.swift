import Foundation
import Testing
import VitrineHost
import WidgetArchive
import WidgetLayout
import WidgetRender

@testable import WidgetKit

/// A season stats table as authors write one with Grid: a header row whose first cell fixes
/// the name column's width (`entry.shift` widens it, for the negative test), numeric columns
/// aligned trailing by `gridColumnAlignment` on their header, dividers that do not widen the
/// grid, a flexible share bar that takes the width the texts leave, and a total spanning three
/// columns.
struct StatsGridView: DrawingContent {
    let entry: DrawingEntry
    static let players = [("Ada", 12, 7), ("Grace", 9, 11), ("Linus", 4, 3)]
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 5) {
            GridRow {
                Text("Player").frame(width: 64 + entry.shift, alignment: .leading)
                Text("G").gridColumnAlignment(.trailing)
                Text("A").gridColumnAlignment(.trailing)
                Text("Pts").gridColumnAlignment(.trailing)
                Text("Share")
            }
            .font(.caption.bold())
            .foregroundStyle(.secondary)
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(Self.players, id: \.0) { name, goals, assists in
                GridRow {
                    Text(name)
                    Text("\(goals)").monospacedDigit()
                    Text("\(assists)").monospacedDigit()
                    Text("\(goals + assists)").bold().monospacedDigit()
                    Capsule().fill(Color.blue)
                        .frame(height: 6)
                        .scaleEffect(x: CGFloat(goals + assists) / 46, anchor: .leading)
                }
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Season total").foregroundStyle(.secondary).gridCellColumns(3)
                Text("46").bold().monospacedDigit()
            }
        }
        .font(.subheadline)
        .containerBackground(.white, for: .widget)
    }
}

/// A small scoreboard: a heading that is not a GridRow (it spans every column), an empty
/// corner cell that sizes nothing, period columns centred, the totals' row aligned on the
/// text baseline, and the winner's total marked with a dot in an overlay.
struct ScoreboardGridView: DrawingContent {
    let entry: DrawingEntry
    static let teams = [("LIO", [1, 0, 2], true), ("BEA", [0, 1, 0], false)]
    var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 6) {
            Text("FINAL").font(.caption2.bold()).foregroundStyle(.orange)
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                ForEach(1..<4) { Text("\($0)") }
                Text("T")
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
            ForEach(Self.teams, id: \.0) { team, periods, won in
                GridRow(alignment: .firstTextBaseline) {
                    Text(team).font(.caption.bold()).gridColumnAlignment(.leading)
                    ForEach(0..<3) { Text("\(periods[$0])").font(.caption) }
                    Text("\(periods.reduce(0, +))").font(.title3.bold())
                        .frame(minWidth: 22, alignment: .center)
                        .overlay(alignment: .topTrailing) {
                            if won { Circle().fill(Color.orange).frame(width: 5, height: 5) }
                        }
                }
            }
        }
        .containerBackground(Color(white: 0.95), for: .widget)
    }
}

/// Grid through `EntryImageRenderer` (the host's pixels, 3x). Goldens are in `Goldens/grid/`
/// beside the lazy grids'; they were looked at when recorded. A one-point column shift fails.
@MainActor @Suite(.serialized) struct GridGoldenTests {
    static let directory = GoldenImageTests.directory.appendingPathComponent("grid")

    @Test func statsTableMatchesGolden() throws {
        let result = GeometryDrawingGoldenTests.render(StatsGridView.self, .systemMedium)
        #expect(result.archive.version == 5)
        #expect(result.archive.root.containsNode { if case .grid(.grid) = $0.content { true } else { false } })
        #expect(result.output.diagnostics.isEmpty, "\(result.output.diagnostics)")
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("stats-systemMedium.png"))
    }

    @Test func scoreboardMatchesGolden() throws {
        let result = GeometryDrawingGoldenTests.render(ScoreboardGridView.self, .systemSmall)
        #expect(result.archive.version == 5)
        #expect(result.output.diagnostics.isEmpty, "\(result.output.diagnostics)")
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("scoreboard-systemSmall.png"))
    }

    @Test func aColumnOnePointWiderFailsTheFrameAndPixelOracles() throws {
        let normal = GeometryDrawingGoldenTests.render(StatsGridView.self, .systemMedium)
        let shifted = GeometryDrawingGoldenTests.render(StatsGridView.self, .systemMedium, DrawingEntry(date: GoldenFixtures.now, shift: 1))
        // Frames: the name column one point wider moves every later column one point right.
        func goalsHeader(_ archive: ViewArchive) -> RectValue? {
            WidgetPipeline(device: .default).layout(archive).root.all.first {
                if case .text(let t) = $0.content, case .string("G") = t.runs.first?.content { true } else { false }
            }?.frame
        }
        let before = try #require(goalsHeader(normal.archive)), after = try #require(goalsHeader(shifted.archive))
        #expect(abs(after.x - before.x - 1) < 0.01, "G moved from \(before.x) to \(after.x)")
        // Pixels: both comparisons notice.
        let actual = try GeometryDrawingGoldenTests.image(shifted.png)
        let golden = try #require(RasterImage.decodePNG(try Data(contentsOf: Self.directory.appendingPathComponent("stats-systemMedium.png"))))
        for tolerance in [ImageComparison.Tolerance.exact, .antialiasing] {
            let comparison = ImageComparison.compare(actual: actual, golden: golden, tolerance: tolerance).0
            #expect(!comparison.passes, "\(tolerance) comparison passed a column one point wider: \(comparison.summary)")
        }
    }
}
