import Foundation
import SwiftUI
import Testing
import WidgetArchive

@testable import Charts

/// What a chart puts in the archive: one GeometryReader holding paths and text placed with
/// offsets (no node kinds of its own), for the size the widget gives it.
@MainActor @Suite struct ChartArchiveTests {
    /// A systemSmall widget on the default iPhone: 158×158, 16-point margins (126×126 content).
    static let small = ArchiveEnvironment(
        widgetFamily: "systemSmall", displaySize: SizeValue(width: 158, height: 158),
        contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))

    func resolve<V: View>(_ view: V) -> ViewArchive {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: "en_US")
        env.timeZone = TimeZone(identifier: "UTC")!
        return ArchiveBuilder.archive(view, environment: env, header: Self.small)
    }

    /// A text and where its anchor was placed (the offset around it), in the chart's coordinates.
    struct Placed: Equatable {
        var text: String
        var x: Double
        var y: Double
    }

    func walk(_ node: Node, offset: (Double, Double), _ visit: (Node, (Double, Double)) -> Void) {
        var offset = offset
        if case .modifier(.offset(let x, let y)) = node.content { offset = (offset.0 + x, offset.1 + y) }
        visit(node, offset)
        if case .modifier(let m) = node.content {
            switch m {
            case .background(let n, _), .overlay(let n, _): walk(n, offset: offset, visit)
            default: break
            }
        }
        for child in node.children { walk(child, offset: offset, visit) }
    }

    func texts(_ archive: ViewArchive) -> [Placed] {
        var result: [Placed] = []
        walk(archive.root, offset: (0, 0)) { node, offset in
            guard case .text(let t) = node.content else { return }
            let string = t.runs.map { if case .string(let s) = $0.content { s } else { "" } }.joined()
            result.append(Placed(text: string, x: offset.0, y: offset.1))
        }
        return result
    }

    /// Filled paths' bounding boxes, in the coordinates of the view that holds them, with their paint.
    func fills(_ archive: ViewArchive) -> [(rect: CGRect, paint: Paint)] {
        var result: [(CGRect, Paint)] = []
        walk(archive.root, offset: (0, 0)) { node, _ in
            guard case .shape(let s) = node.content, case .path(let data, _) = s.geometry, case .fill(let paint, _) = s.drawing else { return }
            var xs: [Double] = [], ys: [Double] = []
            for e in data.elements {
                switch e {
                case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
                case .curve(let p, _, _), .quadCurve(let p, _): xs.append(p.x); ys.append(p.y)
                default: break
                }
            }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return }
            result.append((CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), paint))
        }
        return result
    }

    func kinds(_ node: Node) -> Set<String> {
        var result = Set<String>()
        walk(node, offset: (0, 0)) { n, _ in
            switch n.content {
            case .shape: result.insert("shape")
            case .text: result.insert("text")
            case .stack: result.insert("stack")
            case .modifier: result.insert("modifier")
            case .geometry: result.insert("geometry")
            default: result.insert("other: \(n.content)")
            }
        }
        return result
    }

    struct Score: Identifiable {
        let name: String
        let value: Int
        var id: String { name }
    }
    static let scores = [Score(name: "A", value: 30), Score(name: "B", value: 90), Score(name: "C", value: 60)]

    @Test func aBarChartIsAGeometryReaderOfPathsAndText() throws {
        let archive = resolve(Chart(Self.scores) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) })
        #expect(kinds(archive.root) == ["geometry", "stack", "modifier", "shape", "text"])
        var geometry: [GeometryNode] = []
        walk(archive.root, offset: (0, 0)) { n, _ in if case .geometry(let g) = n.content { geometry.append(g) } }
        #expect(geometry == [GeometryNode(kind: .geometryReader, resolvedSize: SizeValue(width: 126, height: 126))])
        #expect(archive.diagnostics.isEmpty, "\(archive.diagnostics)")
    }

    @Test func barsRiseFromZeroOnANiceScaleWithLabelsOnTheTrailingEdge() throws {
        let archive = resolve(Chart(Self.scores) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) })
        let placed = texts(archive)
        // 126 points of height less the x axis (tick 4, gap 2, one 13.5-point line): a plot
        // 106.5 high asks for at most 4 intervals, so 0…90 becomes 0…100 in steps of 50.
        let y = placed.filter { ["0", "50", "100"].contains($0.text) }
        #expect(y.map(\.text) == ["0", "50", "100"])
        let plotHeight = 126 - 4 - 2 - 13.5
        #expect(y.map(\.y) == [plotHeight, plotHeight / 2, 0])
        // The labels share one x right of the plot; "100" is the widest, so the plot ends 3
        // estimated digits, the gap and the tick before the trailing edge.
        let labelX = try #require(y.first?.x)
        #expect(y.allSatisfy { $0.x == labelX })
        #expect(labelX > 100 && labelX < 126)
        // Categories are centered under their bands.
        let x = placed.filter { ["A", "B", "C"].contains($0.text) }
        #expect(x.map(\.text) == ["A", "B", "C"])
        let plotWidth = labelX - 2 - 4
        for (i, label) in x.enumerated() {
            #expect(abs(label.x - plotWidth * (Double(i) + 0.5) / 3) < 1e-9)
            #expect(label.y == plotHeight + 4 + 2)
        }
        // Bars: 80 % of a band wide, as tall as their value on the 0…100 scale, default blue.
        let bars = fills(archive)
        #expect(bars.count == 3)
        for (bar, score) in zip(bars, Self.scores) {
            #expect(abs(bar.rect.height - plotHeight * Double(score.value) / 100) < 1e-9)
            #expect(abs(bar.rect.maxY - plotHeight) < 1e-9)
            #expect(abs(bar.rect.width - plotWidth / 3 * 0.8) < 1e-9)
        }
        #expect(Set(bars.map { "\($0.paint)" }).count == 1)
    }

    @Test func styleByGivesPaletteColorsInOrderAndALegend() throws {
        struct Row {
            let day: String
            let kind: String
            let n: Int
        }
        let rows = [
            Row(day: "Mon", kind: "Gold", n: 3), Row(day: "Mon", kind: "Gems", n: 4), Row(day: "Tue", kind: "Gold", n: 5), Row(day: "Tue", kind: "Keys", n: 1),
        ]
        let archive = resolve(
            Chart(rows, id: \.kind) { row in
                BarMark(x: .value("Day", row.day), y: .value("N", row.n)).foregroundStyle(by: .value("Kind", row.kind))
            })
        let palette = resolve(
            HStack {
                Color.blue
                Color.green
                Color.orange
            })
        let expected = palette.root.children.compactMap { n -> String? in
            var found: String?
            walk(n, offset: (0, 0)) { m, _ in
                if case .shape(let s) = m.content, case .fill(let p, _) = s.drawing { found = "\(p)" }
            }
            return found
        }
        let bars = fills(archive).filter { $0.rect.width > 10 }
        #expect(bars.map { "\($0.paint)" } == [expected[0], expected[1], expected[0], expected[2]])
        // Stacked: Monday's gems sit on its gold.
        #expect(abs(bars[1].rect.maxY - bars[0].rect.minY) < 1e-9)
        // The legend lists the kinds in order below the plot.
        let legend = texts(archive).filter { ["Gold", "Gems", "Keys"].contains($0.text) }
        #expect(legend.map(\.text) == ["Gold", "Gems", "Keys"])
        // Hidden legend, hidden axes: only the marks are left.
        let bare = resolve(
            Chart(rows, id: \.kind) { row in
                BarMark(x: .value("Day", row.day), y: .value("N", row.n)).foregroundStyle(by: .value("Kind", row.kind))
            }
            .chartLegend(.hidden).chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(texts(bare).isEmpty)
        // Without axes and legend the plot is the whole 126 points: the tallest stack (Monday,
        // 7) reaches 7/8 of the nice 0…8 domain.
        let top = try #require(fills(bare).map(\.rect.minY).min())
        #expect(abs(top - 126 * (1 - 7.0 / 8)) < 1e-9)
    }

    @Test func explicitDomainsAndAxisValuesAreUsedAsGiven() {
        let archive = resolve(
            Chart(Self.scores) { LineMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
                .chartYScale(domain: 20...120)
                .chartYAxis {
                    AxisMarks(values: [20, 70, 120]) { value in
                        AxisGridLine()
                        AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)))
                    }
                })
        let labels = texts(archive).map(\.text)
        #expect(labels.contains("20.0") && labels.contains("70.0") && labels.contains("120.0"))
        #expect(!labels.contains("0"))
    }

    @Test func dateAxesAreLabelledOnCalendarBoundaries() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let start = utc.startOfDay(for: Date(timeIntervalSince1970: 1_780_310_520))
        let points = (0...24).map { (start.addingTimeInterval(Double($0) * 3600), Double($0 % 7)) }
        let archive = resolve(Chart(points, id: \.0) { LineMark(x: .value("Time", $0.0), y: .value("V", $0.1)) })
        let labels = texts(archive).map(\.text)
        // 126 points minus the y labels leave about 108: two intervals, so 12-hour ticks; the
        // last tick (the next midnight) has no room for its label after it.
        #expect(labels.contains("12\u{202F}AM") && labels.contains("12\u{202F}PM"), "\(labels)")
        #expect(!labels.contains("6\u{202F}AM"))
    }

    @Test func sectorsShareTheCircleInProportion() throws {
        let archive = resolve(
            Chart {
                SectorMark(angle: .value("N", 3)).foregroundStyle(by: .value("K", "a"))
                SectorMark(angle: .value("N", 1)).foregroundStyle(by: .value("K", "b"))
            }
            .chartLegend(.hidden))
        let sectors = fills(archive)
        #expect(sectors.count == 2)
        // Three quarters from the top clockwise cover the full width and height; one quarter
        // (the top-left) stays within its quadrant.
        #expect(abs(sectors[0].rect.width - 126) < 0.5 && abs(sectors[0].rect.height - 126) < 0.5)
        #expect(sectors[1].rect.maxX <= 63 + 1e-6 && sectors[1].rect.maxY <= 63 + 1e-6)
    }

    @Test func crowdedCategoryLabelsAreThinnedEvenly() {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let archive = resolve(Chart(months, id: \.self) { BarMark(x: .value("Month", $0), y: .value("N", 3)) })
        let labels = texts(archive).map(\.text).filter { months.contains($0) }
        // Bands about 9 points wide, labels about 20: every third month is written.
        #expect(labels == ["Jan", "Apr", "Jul", "Oct"])
    }

    @Test func numbersAlongCategoriesMakeHorizontalBarsWithAnnotations() throws {
        let archive = resolve(
            Chart(Self.scores) { score in
                BarMark(x: .value("Value", score.value), y: .value("Name", score.name))
                    .annotation(position: .trailing) { Text("\(score.value)!") }
            })
        let bars = fills(archive)
        #expect(bars.count == 3)
        // Bars start at zero on the leading edge and are longer than they are tall, B longest.
        #expect(bars.allSatisfy { $0.rect.minX == 0 && $0.rect.width > $0.rect.height })
        #expect(bars[1].rect.width == bars.map(\.rect.width).max())
        // Each annotation sits 4 points after its bar's end, vertically centered on it.
        let notes = texts(archive).filter { $0.text.hasSuffix("!") }
        #expect(notes.map(\.text) == ["30!", "90!", "60!"])
        for (note, bar) in zip(notes, bars) {
            #expect(abs(note.x - (bar.rect.maxX + 4)) < 1e-9)
            #expect(abs(note.y - bar.rect.midY) < 1e-9)
        }
    }

    @Test func stepInterpolationDrawsRightAngles() throws {
        let archive = resolve(
            Chart(Self.scores) { LineMark(x: .value("Name", $0.name), y: .value("Value", $0.value)).interpolationMethod(.stepEnd) }
                .chartXAxis(.hidden).chartYAxis(.hidden))
        var lines: [PathData] = []
        walk(archive.root, offset: (0, 0)) { n, _ in
            if case .shape(let s) = n.content, case .path(let d, _) = s.geometry, case .stroke = s.drawing { lines.append(d) }
        }
        let points = try #require(lines.first).elements.compactMap { e -> PointValue? in
            switch e {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
        // Three points make two steps: across at the old value, then up or down.
        #expect(points.count == 5)
        #expect(points[1].y == points[0].y && points[2].x == points[1].x && points[3].y == points[2].y)
    }

    @Test func dayBarsFillTheirDaysWithLabelsAsFormattedAndTheYAxisLeading() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let monday = utc.startOfDay(for: Date(timeIntervalSince1970: 1_780_310_520))  // Monday 2026-06-01
        let days = (0..<7).map { (monday.addingTimeInterval(Double($0) * 86400), Double(4000 + $0 * 500)) }
        let archive = resolve(
            Chart {
                ForEach(days, id: \.0) { day in
                    BarMark(x: .value("Day", day.0, unit: .day), y: .value("Steps", day.1))
                }
                RuleMark(y: .value("Goal", 6000))
            }
            .chartYAxis { AxisMarks(position: .leading) }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            })
        let placed = texts(archive)
        // Seven days, each labelled in its middle; the tick ending Sunday has no day to label.
        #expect(placed.map(\.text).filter { $0.count == 1 && $0.first!.isLetter } == ["M", "T", "W", "T", "F", "S", "S"])
        let bars = fills(archive)
        #expect(bars.count == 7)
        // Each bar fills 80 % of its day, centered in it; the days tile the plot.
        let dayWidth = try #require(bars.last).rect.midX - bars[0].rect.midX
        for bar in bars { #expect(abs(bar.rect.width - dayWidth / 6 * 0.8) < 1e-6) }
        // Centered labels sit in the middle of their day, under the bar.
        let m = try #require(placed.first { $0.text == "M" })
        let plotX = try #require(placed.first { $0.text == "0" }).x + 2 + 4
        #expect(abs(m.x - (plotX + bars[0].rect.midX)) < 1e-6)
        // y labels are written before the plot, ending at the same x.
        let y = placed.filter { ["0", "2,000", "4,000", "6,000", "8,000", "10,000"].contains($0.text) }
        #expect(y.count >= 3 && Set(y.map(\.x)).count == 1)
    }

    @Test func positionByPlacesBarsSideBySideInsteadOfStacking() throws {
        let archive = resolve(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("N", 4)).position(by: .value("Week", "this"))
                BarMark(x: .value("Day", "Mon"), y: .value("N", 2)).position(by: .value("Week", "last"))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden))
        let bars = fills(archive)
        #expect(bars.count == 2)
        // Both rise from the baseline, each half of the 80 % band, adjacent.
        #expect(bars[0].rect.maxY == 126 && bars[1].rect.maxY == 126)
        #expect(abs(bars[0].rect.width - 126 * 0.4) < 1e-9 && abs(bars[1].rect.minX - bars[0].rect.maxX) < 1e-9)
        #expect(abs(bars[0].rect.height - 2 * bars[1].rect.height) < 1e-9)
    }

    @Test func symbolByGivesEachSeriesTheNextSymbol() throws {
        let archive = resolve(
            Chart {
                PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(by: .value("S", "a"))
                PointMark(x: .value("X", 2), y: .value("Y", 2)).symbol(by: .value("S", "b"))
            })
        var shapes: [[PathData.Element]] = []
        walk(archive.root, offset: (0, 0)) { n, _ in
            if case .shape(let s) = n.content, case .path(let d, _) = s.geometry, case .fill = s.drawing { shapes.append(d.elements) }
        }
        #expect(shapes.count == 2)
        // A circle is four curves; a square is four lines.
        #expect(shapes[0].filter { if case .curve = $0 { true } else { false } }.count == 4)
        #expect(shapes[1].filter { if case .line = $0 { true } else { false } }.count == 3)
    }

    @Test func plotStyleDecoratesOnlyThePlotArea() throws {
        let archive = resolve(
            Chart(Self.scores) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
                .chartPlotStyle { $0.background(Color.gray.opacity(0.2)) })
        var backgrounds = 0
        walk(archive.root, offset: (0, 0)) { n, _ in
            if case .modifier(.background) = n.content { backgrounds += 1 }
        }
        #expect(backgrounds == 1)
        // The plot keeps its size: the labels are where they are without the style.
        let plain = resolve(Chart(Self.scores) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) })
        #expect(texts(archive) == texts(plain))
    }

    struct Reading: Identifiable {
        let id: Int
        let kind: String
        let value: Double
    }

    @Test func authorStyleModifiersCompileAndApply() throws {
        let readings = [Reading(id: 0, kind: "Gold", value: 62), Reading(id: 1, kind: "Gems", value: 70), Reading(id: 2, kind: "Gold", value: 66)]
        let archive = resolve(
            Chart(readings) { r in
                LineMark(x: .value("Index", r.id), y: .value("Value", r.value))
                    .foregroundStyle(by: .value("Kind", r.kind))
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
                    .symbolSize(30)
                    .opacity(0.8)
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartForegroundStyleScale(["Gems": Color.purple, "Gold": Color.yellow])
            .chartLegend(position: .top)
            .chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) })
        let placed = texts(archive)
        // Without zero, 62…70 rounds to 60…70 (at most two intervals of 5).
        #expect(placed.map(\.text).filter { $0.allSatisfy(\.isNumber) && $0.count == 2 } == ["60", "65", "70"])
        // The legend follows the scale's order and sits above the plot.
        let legend = placed.filter { ["Gold", "Gems"].contains($0.text) }
        #expect(legend.map(\.text) == ["Gems", "Gold"])
        let sixty = try #require(placed.first { $0.text == "60" })
        #expect(legend.allSatisfy { $0.y < sixty.y })
        // Symbols take the scale's styles: Gold's two points in its color.
        let purple = resolve(Color.purple), yellow = resolve(Color.yellow)
        func paint(_ a: ViewArchive) -> String {
            var found = ""
            walk(a.root, offset: (0, 0)) { n, _ in if case .shape(let s) = n.content, case .fill(let p, _) = s.drawing { found = "\(p)" } }
            return found
        }
        let symbols = fills(archive).filter { $0.rect.width < 10 }.map { "\($0.paint)" }
        #expect(symbols == [paint(yellow), paint(purple), paint(yellow)])
    }

    @Test func nonFiniteAndHugeValuesDrawWithoutCrashing() {
        let archive = resolve(
            Chart {
                BarMark(x: .value("K", "a"), y: .value("V", Double.nan))
                BarMark(x: .value("K", "b"), y: .value("V", Double.infinity))
                LineMark(x: .value("X", 1e30), y: .value("Y", 1e30 + 1))
                SectorMark(angle: .value("A", -Double.infinity))
            })
        #expect(archive.root.children.count > 0)
        #expect(NumericTicks.ticks(1e30, 1e30 + 10, step: 2).isEmpty)
        #expect(NumericTicks.niceDomain(.nan, .infinity, count: 4).upper.isFinite)
    }

    @Test func rectanglesFillTheirBandsAndSpans() throws {
        let heat = resolve(
            Chart {
                RectangleMark(x: .value("Day", "Mon"), y: .value("Hour", "AM"))
                RectangleMark(x: .value("Day", "Tue"), y: .value("Hour", "PM"))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden))
        let cells = fills(heat).map(\.rect)
        // Two days by two hours: each cell is a whole quarter of the plot, Monday AM top-left.
        #expect(cells == [CGRect(x: 0, y: 0, width: 63, height: 63), CGRect(x: 63, y: 63, width: 63, height: 63)])
        let span = resolve(
            Chart { RectangleMark(xStart: .value("A", 0), xEnd: .value("B", 50), yStart: .value("C", 0), yEnd: .value("D", 25)) }
                .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(fills(span).map(\.rect) == [CGRect(x: 0, y: 94.5, width: 63, height: 31.5)])
    }

    @Test func areasOfSeveralSeriesStackPerX() throws {
        let archive = resolve(
            Chart {
                ForEach(0..<3, id: \.self) { x in
                    AreaMark(x: .value("X", x), y: .value("Y", 2)).foregroundStyle(by: .value("S", "low"))
                    AreaMark(x: .value("X", x), y: .value("Y", 1)).foregroundStyle(by: .value("S", "high"))
                }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).chartYScale(domain: 0...4))
        let areas = fills(archive).map(\.rect)
        #expect(areas.count == 2)
        // The second series sits on the first: 0…2 and 2…3 of 0…4 on 126 points.
        #expect(areas[0].minY == 63 && areas[0].maxY == 126)
        #expect(areas[1].minY == 126 / 4 && areas[1].maxY == 63)
    }
}
