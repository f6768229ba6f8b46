import Charts
import Foundation
import SwiftUI
import Testing
import VitrineHost
import WidgetArchive
import WidgetRender

@testable import GameWidgets
@testable import WidgetKit

// Charts written as widget authors write them, drawn through the host's renderer.

struct ChartEntry: TimelineEntry {
    let date: Date
    /// Added to one data value (negative tests).
    var bump: Double = 0
}

struct ChartProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChartEntry { ChartEntry(date: ChartFixtures.now) }
    func getSnapshot(in context: Context, completion: @escaping (ChartEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ChartEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

enum ChartFixtures {
    /// 2026-06-01 10:42 UTC.
    static let now = Date(timeIntervalSince1970: 1_780_310_520)
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    static let midnight = utc.startOfDay(for: now)
}

/// A view made from an entry, so one widget type shows each chart.
protocol ChartContentView: View {
    init(entry: ChartEntry)
}

struct ChartWidget<Content: ChartContentView>: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "\(Content.self)", provider: ChartProvider()) { entry in Content(entry: entry) }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct HourlySteps: Identifiable {
    let hour: Date
    let steps: Double
    var id: Date { hour }
}

/// Steps through a day: a smooth line over dates with points, the default axes.
struct StepsLineChart: ChartContentView {
    let entry: ChartEntry
    var data: [HourlySteps] {
        let counts: [Double] = [120, 80, 40, 900, 2400, 1800, 3100, 2600, 1500, 3900, 4200, 2200, 900]
        return counts.enumerated().map { i, c in
            HourlySteps(hour: ChartFixtures.midnight.addingTimeInterval(Double(i) * 2 * 3600), steps: c + (i == 6 ? entry.bump : 0))
        }
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Steps").font(.headline)
            Chart(data) { item in
                LineMark(x: .value("Hour", item.hour), y: .value("Steps", item.steps))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Hour", item.hour), y: .value("Steps", item.steps))
                    .symbolSize(16)
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

struct Sale {
    let day: String
    let kind: String
    let amount: Double
}

/// Stacked bars per weekday, colored by kind, with the legend below.
struct SalesBarChart: ChartContentView {
    let entry: ChartEntry
    var sales: [Sale] {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let gold: [Double] = [12, 18, 9, 22, 15], gems: [Double] = [5, 7, 11, 4, 9]
        return days.indices.flatMap { i in
            [Sale(day: days[i], kind: "Gold", amount: gold[i] + (i == 2 ? entry.bump : 0)), Sale(day: days[i], kind: "Gems", amount: gems[i])]
        }
    }
    var body: some View {
        Chart {
            ForEach(sales, id: \.day) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    .foregroundStyle(by: .value("Kind", sale.kind))
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

/// Heart rate as an area with an average rule, dashed and annotated, y axis without zero.
struct HeartAreaChart: ChartContentView {
    let entry: ChartEntry
    var body: some View {
        let rates: [Double] = [62, 64, 71, 90, 84, 76, 70, 66]
        let average = rates.reduce(0, +) / Double(rates.count)
        Chart {
            ForEach(Array(rates.enumerated()), id: \.offset) { i, rate in
                AreaMark(x: .value("Minute", i * 10), yStart: .value("Low", 50), yEnd: .value("Rate", rate + (i == 3 ? entry.bump : 0)))
                    .foregroundStyle(.pink.opacity(0.35))
                    .interpolationMethod(.monotone)
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("avg \(Int(average))").font(.caption2).foregroundStyle(.red)
                }
        }
        .chartYScale(domain: 50...100)
        .chartXScale(domain: 0...70)
        .chartXAxis {
            AxisMarks(values: .stride(by: 20)) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

/// Time spent per activity as a donut with gaps between sectors and a legend.
struct ActivityDonutChart: ChartContentView {
    let entry: ChartEntry
    var body: some View {
        let parts: [(String, Double)] = [("Quests", 45 + entry.bump), ("Crafting", 25), ("Trading", 20), ("Idle", 10)]
        Chart(parts, id: \.0) { part in
            SectorMark(angle: .value("Minutes", part.1), innerRadius: .ratio(0.6), angularInset: 1.5)
                .foregroundStyle(by: .value("Activity", part.0))
        }
        .containerBackground(.white, for: .widget)
    }
}

/// A week of steps as day bars with a goal rule, the y axis leading and narrow weekday
/// labels centered in their days, bars colored by whether they reach the goal.
struct WeekBarsChart: ChartContentView {
    let entry: ChartEntry
    var body: some View {
        let monday = ChartFixtures.midnight
        let steps: [Double] = [4200, 6100, 5300, 8800, 7400, 9900, 3000]
        Chart {
            ForEach(0..<7, id: \.self) { i in
                BarMark(x: .value("Day", monday.addingTimeInterval(Double(i) * 86400), unit: .day), y: .value("Steps", steps[i]))
                    .foregroundStyle(steps[i] >= 6000 ? Color.green : Color.orange)
                    .cornerRadius(3)
            }
            RuleMark(y: .value("Goal", 6000 + entry.bump))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

/// A chart drawn one point to the right (negative test).
struct ShiftedSalesBarChart: ChartContentView {
    let entry: ChartEntry
    var body: some View { SalesBarChart(entry: entry).offset(x: 1) }
}

/// Each chart through `EntryImageRenderer` (the host's pixels at 3x) against a golden that was
/// looked at when recorded; each oracle fails on a changed value or a one-point shift.
@MainActor @Suite(.serialized) struct ChartGoldenTests {
    static func render<Content: ChartContentView>(_ content: Content.Type, _ family: WidgetFamily, bump: Double = 0) -> (
        png: Data, archive: ViewArchive, diagnostics: [String]
    ) {
        let widget = WidgetRegistry.widgets(single: ChartWidget<Content>()).first!
        let entry = ChartEntry(date: ChartFixtures.now, bump: bump)
        var display = DisplayEnvironment(family: family)
        display.locale = Locale(identifier: "en_US")
        display.timeZone = TimeZone(identifier: "UTC")!
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: display, assets: nil)
        let noExtension = ChartGolden.directory.appendingPathComponent(".no-extension").path
        let output = EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale).render(archive, at: entry.date, extensionExecutable: noExtension)
        return (output.png, archive, output.diagnostics)
    }

    /// A changed render must fail the exact comparison and the antialiasing-tolerant one.
    func expectRegression(_ png: Data, against name: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try #require(RasterImage.decodePNG(png)), golden = try ChartGolden.golden(name)
        #expect(ChartGolden.differingPixels(actual, golden, slack: nil) != 0, "exact comparison passed \(what)", sourceLocation: sourceLocation)
        let tolerant = ChartGolden.differingPixels(actual, golden, slack: 24)
        #expect(tolerant != 0, "antialiasing comparison passed \(what)", sourceLocation: sourceLocation)
    }

    @Test func lineChartMatchesGolden() throws {
        let result = Self.render(StepsLineChart.self, .systemMedium)
        #expect(!result.archive.diagnostics.contains { $0.severity != .info }, "\(result.archive.diagnostics)")
        // The chart below a headline was resolved for the size the host gives it.
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try ChartGolden.verify(result.png, "line-systemMedium.png")
    }

    @Test func lineChartWithOneChangedValueIsARegression() throws {
        // 3100 → 3150 steps at noon: the line moves by about two points there.
        try expectRegression(Self.render(StepsLineChart.self, .systemMedium, bump: 50).png, against: "line-systemMedium.png", "one value 50 steps higher")
    }

    @Test func barChartMatchesGolden() throws {
        try ChartGolden.verify(Self.render(SalesBarChart.self, .systemMedium).png, "bars-systemMedium.png")
    }

    @Test func barChartWithOneChangedValueOrShiftedIsARegression() throws {
        try expectRegression(Self.render(SalesBarChart.self, .systemMedium, bump: 1).png, against: "bars-systemMedium.png", "Wednesday's gold 1 higher")
        try expectRegression(Self.render(ShiftedSalesBarChart.self, .systemMedium).png, against: "bars-systemMedium.png", "the chart one point to the right")
    }

    @Test func areaAndRuleChartMatchesGolden() throws {
        try ChartGolden.verify(Self.render(HeartAreaChart.self, .systemSmall).png, "area-rule-systemSmall.png")
    }

    @Test func areaWithOneChangedValueIsARegression() throws {
        // One rate 1 higher: the area's top and the average rule (and its label) move.
        try expectRegression(Self.render(HeartAreaChart.self, .systemSmall, bump: 1).png, against: "area-rule-systemSmall.png", "one rate 1 higher")
    }

    @Test func donutChartMatchesGolden() throws {
        try ChartGolden.verify(Self.render(ActivityDonutChart.self, .systemSmall).png, "donut-systemSmall.png")
    }

    @Test func donutWithOneChangedValueIsARegression() throws {
        try expectRegression(Self.render(ActivityDonutChart.self, .systemSmall, bump: 1).png, against: "donut-systemSmall.png", "45 → 46 minutes of quests")
    }

    @Test func weekBarsMatchGolden() throws {
        try ChartGolden.verify(Self.render(WeekBarsChart.self, .systemSmall).png, "week-bars-systemSmall.png")
    }

    @Test func weekBarsWithTheGoalMovedIsARegression() throws {
        // The goal 100 steps higher: the rule moves by about a point.
        try expectRegression(Self.render(WeekBarsChart.self, .systemSmall, bump: 100).png, against: "week-bars-systemSmall.png", "the goal 100 steps higher")
    }
}

/// GameWidgets' score history widget, the example's real use of Charts, at a fixed week.
@MainActor @Suite(.serialized) struct ScoreHistoryGoldenTests {
    static func render(_ family: WidgetFamily, bestDayPoints: Int? = nil) throws -> Data {
        let widget = try #require(WidgetRegistry.widgets(in: GameWidgets()).first { $0.kind == "com.mygame.score-history" })
        var scores = DailyScore.week(endingOn: ChartFixtures.now, calendar: ChartFixtures.utc)
        if let bestDayPoints { scores[4] = DailyScore(day: scores[4].day, points: bestDayPoints) }
        let entry = ScoreHistoryEntry(date: ChartFixtures.now, scores: scores)
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: DisplayEnvironment(family: family), assets: nil)
        let noExtension = ChartGolden.directory.appendingPathComponent(".no-extension").path
        return EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale).render(archive, at: entry.date, extensionExecutable: noExtension).png
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium])
    func scoreHistoryMatchesGolden(_ family: WidgetFamily) throws {
        try ChartGolden.verify(try Self.render(family), "score-history-\(family).png")
    }

    @Test func aChangedBestDayIsARegression() throws {
        let actual = try #require(RasterImage.decodePNG(try Self.render(.systemSmall, bestDayPoints: 1_800)))
        let golden = try ChartGolden.golden("score-history-systemSmall.png")
        #expect(ChartGolden.differingPixels(actual, golden, slack: 24) > 0, "1,780 → 1,800 points passed")
    }
}
