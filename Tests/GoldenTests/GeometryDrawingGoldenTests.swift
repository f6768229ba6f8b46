import Foundation
import Testing
import VitrineHost
import VitrineTestSupport
import WidgetArchive
import WidgetLayout
import WidgetRender

@testable import WidgetKit

// Widgets written as authors write them, with Canvas, GeometryReader, TimelineView,
// ContainerRelativeShape and AccessoryWidgetBackground, drawn through the host's renderer.

struct DrawingEntry: TimelineEntry {
    let date: Date
    /// Moves the canvas's big number (negative tests).
    var shift: CGFloat = 0
    var number = "42"
    var progress = 0.6
}

struct DrawingProvider: TimelineProvider {
    func placeholder(in context: Context) -> DrawingEntry { DrawingEntry(date: GoldenFixtures.now) }
    func getSnapshot(in context: Context, completion: @escaping (DrawingEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DrawingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A dial drawn with Canvas: gradient disc, a rotated stroked square, clipped stripes, text.
struct CanvasDialView: DrawingContent {
    let entry: DrawingEntry
    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let disc = Path(ellipseIn: CGRect(x: center.x - 50, y: center.y - 50, width: 100, height: 100))
            context.fill(
                disc,
                with: .linearGradient(Gradient(colors: [.orange, .purple]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: size.width, y: size.height)))
            var rotated = context
            rotated.translateBy(x: center.x, y: center.y)
            rotated.rotate(by: .degrees(20))
            rotated.stroke(Path(CGRect(x: -30, y: -30, width: 60, height: 60)), with: .color(.white), lineWidth: 3)
            var stripes = context
            stripes.clip(to: disc)
            stripes.opacity = 0.4
            for i in 0..<6 {
                stripes.fill(Path(CGRect(x: 0, y: CGFloat(i) * 24, width: size.width, height: 8)), with: .color(.black))
            }
            context.draw(Text(entry.number).font(.system(size: 30, weight: .bold)).foregroundColor(.white), at: CGPoint(x: center.x + entry.shift, y: center.y))
            context.draw(Text("Canvas").font(.caption), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }
        .containerBackground(Color(white: 0.15), for: .widget)
    }
}

/// A progress bar sized with GeometryReader below a title, as many widgets draw one.
struct GeometryBarView: DrawingContent {
    let entry: DrawingEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Level 7").font(.headline)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.3))
                    Capsule().fill(Color.green).frame(width: proxy.size.width * entry.progress)
                }
            }
            .frame(height: 12)
            GeometryReader { proxy in
                // A circle as large as the space left, at the reader's top-leading corner.
                Circle().fill(Color.blue).frame(width: min(proxy.size.width, proxy.size.height), height: min(proxy.size.width, proxy.size.height))
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

/// ContainerRelativeShape as a background, a clip shape and an overlay, and
/// AccessoryWidgetBackground as the fill of a stack, in the accessory families.
struct ContainerShapesView: DrawingContent {
    init(entry: DrawingEntry) {}
    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 2) {
                Text("12").font(.system(size: 20, weight: .semibold)).foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .background(ContainerRelativeShape().fill(Color.blue))
                Color.orange.frame(height: 6).clipShape(ContainerRelativeShape())
            }
            .padding(6)
            .overlay(ContainerRelativeShape().stroke(Color.red, lineWidth: 1))
        }
        // Black, so the translucent white backdrop shows.
        .containerBackground(for: .widget) { Color.black }
    }
}

/// The entry date through TimelineView, written as hours and minutes.
struct TimelineClockView: DrawingContent {
    init(entry: DrawingEntry) {}
    var body: some View {
        TimelineView(.everyMinute) { context in
            ClockText(date: context.date)
        }
        .containerBackground(.white, for: .widget)
    }
}

struct ClockText: View {
    let date: Date
    var body: some View {
        Text(verbatim: Self.formatter.string(from: date)).font(.system(size: 40, weight: .bold))
    }

    static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}

/// What TimelineClockView must show at the entry's date, written without TimelineView.
struct ReferenceClockView: DrawingContent {
    init(entry: DrawingEntry) {}
    var body: some View {
        ClockText(date: GoldenFixtures.now).containerBackground(.white, for: .widget)
    }
}

/// ContainerShapesView drawn one point to the right (negative test).
struct ShiftedContainerShapesView: DrawingContent {
    init(entry: DrawingEntry) {}
    var body: some View { ContainerShapesView(entry: DrawingEntry(date: .now)).offset(x: 1) }
}

/// AccessoryWidgetBackground alone.
struct BareAccessoryBackgroundView: DrawingContent {
    init(entry: DrawingEntry) {}
    var body: some View { AccessoryWidgetBackground() }
}

/// A view made from a drawing entry, so one widget type can show each of them.
protocol DrawingContent: View {
    init(entry: DrawingEntry)
}

struct DrawingWidget<Content: DrawingContent>: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "\(Content.self)", provider: DrawingProvider()) { entry in Content(entry: entry) }
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// Canvas, GeometryReader and container shapes through `EntryImageRenderer` (the host's
/// pixels, 3x, clipped to the widget's outline). Goldens are in `Goldens/geometry/`; they were
/// looked at when recorded. Each has a negative test: a one-point shift or a wrong glyph fails.
@MainActor @Suite(.serialized) struct GeometryDrawingGoldenTests {
    static let directory = GoldenImageTests.directory.appendingPathComponent("geometry")

    static func render<Content: DrawingContent>(
        _ content: Content.Type, _ family: WidgetFamily, _ entry: DrawingEntry = DrawingEntry(date: GoldenFixtures.now)
    ) -> (png: Data, archive: ViewArchive, output: EntryImageRenderer.Output) {
        let widget = WidgetRegistry.widgets(single: DrawingWidget<Content>()).first!
        let archive = EntryRenderer.archive(AnyTimelineEntry(entry), of: widget, in: DisplayEnvironment(family: family), assets: nil)
        let output = EntryImageRenderer(device: .default, scale: WidgetDevice.default.scale)
            .render(archive, at: entry.date, extensionExecutable: Products.path("GameWidgets"))
        return (output.png, archive, output)
    }

    static func image(_ png: Data) throws -> RasterImage { try #require(RasterImage.decodePNG(png)) }

    static func golden(_ name: String) throws -> RasterImage {
        try #require(RasterImage.decodePNG(try Data(contentsOf: directory.appendingPathComponent(name))), "cannot read \(name)")
    }

    func expectRegression(_ actual: Data, against name: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try Self.image(actual), golden = try Self.golden(name)
        let exact = ImageComparison.compare(actual: actual, golden: golden, tolerance: .exact).0
        let tolerant = ImageComparison.compare(actual: actual, golden: golden, tolerance: .antialiasing).0
        #expect(!exact.passes, "exact comparison passed \(what)", sourceLocation: sourceLocation)
        #expect(!tolerant.passes, "antialiasing comparison passed \(what): \(tolerant.summary)", sourceLocation: sourceLocation)
    }

    // MARK: Canvas

    @Test func canvasMatchesGolden() throws {
        let result = Self.render(CanvasDialView.self, .systemSmall)
        // The canvas is the root: resolved for the content area the host lays it out in.
        #expect(!result.archive.diagnostics.contains { $0.code.hasPrefix("canvas") }, "\(result.archive.diagnostics)")
        #expect(!result.output.diagnostics.contains { $0.contains("geometry-size-mismatch") }, "\(result.output.diagnostics)")
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("canvas-systemSmall.png"))
    }

    @Test func canvasTextMovedOnePointIsARegression() throws {
        let moved = Self.render(CanvasDialView.self, .systemSmall, DrawingEntry(date: GoldenFixtures.now, shift: 1))
        try expectRegression(moved.png, against: "canvas-systemSmall.png", "the number drawn one point to the right")
    }

    @Test func canvasWrongGlyphIsARegression() throws {
        let wrong = Self.render(CanvasDialView.self, .systemSmall, DrawingEntry(date: GoldenFixtures.now, number: "43"))
        try expectRegression(wrong.png, against: "canvas-systemSmall.png", "43 for 42")
    }

    // MARK: GeometryReader

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium])
    func geometryBarMatchesGolden(_ family: WidgetFamily) throws {
        let result = Self.render(GeometryBarView.self, family)
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("bar-\(family).png"))
    }

    @Test func geometryBarOnePointShorterIsARegression() throws {
        // 0.6 of 126 points is 75.6; one point less.
        let shorter = Self.render(GeometryBarView.self, .systemSmall, DrawingEntry(date: GoldenFixtures.now, progress: 74.6 / 126))
        try expectRegression(shorter.png, against: "bar-systemSmall.png", "a bar one point shorter")
    }

    // MARK: Container shapes

    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryRectangular])
    func containerShapesMatchGolden(_ family: WidgetFamily) throws {
        let result = Self.render(ContainerShapesView.self, family)
        try GoldenCheck.verify(result.png, against: Self.directory.appendingPathComponent("shapes-\(family).png"))
    }

    @Test func accessoryWidgetBackgroundIsEmptyOutsideAccessoryFamilies() {
        let inline = Self.render(BareAccessoryBackgroundView.self, .accessoryInline)
        let small = Self.render(BareAccessoryBackgroundView.self, .systemSmall)
        for archive in [inline.archive, small.archive] {
            #expect(!archive.root.containsNode { if case .shape = $0.content { true } else { false } })
        }
        let rectangular = Self.render(BareAccessoryBackgroundView.self, .accessoryRectangular)
        #expect(rectangular.archive.root.containsNode { if case .shape(let s) = $0.content { s.geometry == .containerRelative } else { false } })
    }

    @Test func theRoundContainerOracleFailsOnAOnePointShift() throws {
        let shifted = Self.render(ShiftedContainerShapesView.self, .accessoryCircular)
        try expectRegression(shifted.png, against: "shapes-accessoryCircular.png", "the shapes one point to the right")
    }

    // MARK: TimelineView

    @Test func timelineViewShowsTheEntryDateThroughTheHostRenderer() throws {
        let timeline = Self.render(TimelineClockView.self, .systemSmall)
        let reference = Self.render(ReferenceClockView.self, .systemSmall)
        let comparison = ImageComparison.compare(actual: try Self.image(timeline.png), golden: try Self.image(reference.png), tolerance: .exact).0
        #expect(comparison.passes, "TimelineView at 10:42 differs from Text(\"10:42\"): \(comparison.summary)")
        // The oracle notices a minute's difference (one glyph).
        let later = Self.render(TimelineClockView.self, .systemSmall, DrawingEntry(date: GoldenFixtures.now.addingTimeInterval(60)))
        let wrong = ImageComparison.compare(actual: try Self.image(later.png), golden: try Self.image(reference.png), tolerance: .antialiasing).0
        #expect(!wrong.passes, "10:43 passed as 10:42")
    }
}
