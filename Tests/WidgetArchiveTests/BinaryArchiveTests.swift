import Foundation
import Testing
import WidgetArchive

/// The binary form must carry exactly what the JSON form carries: every case of every enum,
/// every optional both ways, exact doubles and dates. It reads untrusted bytes, so every
/// damaged input is an `ArchiveError`.
@Suite struct BinaryArchiveTests {
    /// The cases `SampleArchives.everything` does not use, each in a node of its own.
    static var remainingCases: ViewArchive {
        let date = Date(timeIntervalSinceReferenceDate: 785_000_000.123456789)
        let red = SampleArchives.red
        var labels = 0
        func shape(_ geometry: ShapeGeometry, _ paint: Paint = .rgba(0, 0, 0)) -> Node {
            // Labels are not children, so `assignIDs` does not reach them: number them here.
            labels += 1
            return Node(id: "label-\(labels)", content: .shape(ShapeNode(geometry: geometry, drawing: .fill(paint, evenOdd: true))))
        }
        func dateText(_ kind: DateText.Kind) -> Node {
            Node(
                id: "",
                content: .text(
                    TextNode(
                        runs: [
                            TextRun(
                                content: .date(
                                    DateText(kind: kind, localeIdentifier: "ru_RU", timeZoneIdentifier: "Europe/Moscow", calendarIdentifier: "gregorian")),
                                font: SampleArchives.font, foreground: red, tracking: 0.5, baselineOffset: -1,
                                strikethrough: .init(pattern: .dashDot, color: red))
                        ], truncation: .middle, lineSpacing: 2, allowsTightening: true)))
        }
        let gradient = GradientValue(stops: [
            .init(color: .rgba(.init(red: 1, green: 0, blue: 0, alpha: 0.5, space: .displayP3)), location: 0),
            .init(color: .asset(name: "Ink", bundle: nil, opacity: 1), location: 1),
        ])
        let children: [Node] = [
            shape(.rectangle, .radialGradient(gradient, center: .init(x: 0.5, y: 0.5), startRadius: 0, endRadius: 50)),
            shape(.unevenRoundedRectangle(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4, style: .circular)),
            shape(.circle, .color(.rgba(.init(red: 0.1, green: 0.2, blue: 0.3, space: .sRGBLinear)))),
            shape(.ellipse),
            dateText(.interval(start: date, end: date + 3600)),
            dateText(.timer(start: date, end: date + 60, pauseTime: date + 30, countsDown: false, showsHours: true)),
            dateText(.timer(start: date, end: date + 60, pauseTime: nil, countsDown: true, showsHours: false)),
            Node(
                id: "",
                content: .text(
                    TextNode(runs: [
                        TextRun(
                            content: .image(
                                ImageNode(
                                    source: .asset(name: "Dragon", bundle: "Game.resources"),
                                    resizing: .init(capInsets: EdgeInsetsValue(top: 1, leading: 1, bottom: 1, trailing: 1), mode: .tile),
                                    renderingMode: .original, interpolation: .none, antialiased: false, foreground: red, symbolFont: SampleArchives.font,
                                    symbolScale: "large", symbolRenderingMode: "hierarchical", accessibilityLabel: "Dragon", decorative: true)),
                            font: FontSpec(size: 12, weight: .black, italic: true, monospacedDigit: true, smallCaps: true, leading: .loose), foreground: red)
                    ]))),
            Node(id: "", content: .progress(ProgressNode(style: .linear, value: .determinate(fraction: 0.3), currentValueLabel: shape(.rectangle)))),
            Node(id: "", content: .progress(ProgressNode(style: .automatic, value: .indeterminate))),
            Node(
                id: "",
                content: .gauge(
                    GaugeNode(
                        style: "linearCapacity", fraction: 1, tint: red, label: shape(.circle), currentValueLabel: shape(.ellipse),
                        maximumValueLabel: shape(.rectangle)))),
            Node(id: "", content: .viewThatFits(ViewThatFitsNode(axes: [.horizontal, .vertical])), children: [shape(.rectangle)]),
            Node.wrap(shape(.rectangle), .aspectRatio(1.5, contentMode: .fill)),
            Node.wrap(shape(.rectangle), .frame(width: nil, height: 20, alignment: AlignmentValue(horizontal: .trailing, vertical: .lastTextBaseline))),
            Node(
                id: "", content: .stack(StackNode(kind: .depth, lazy: true, implicit: true)), children: [shape(.rectangle)],
                redaction: [.privacy, .invalidated],
                privacySensitive: false),
        ]
        var root = Node(id: "", content: .stack(StackNode(kind: .horizontal, spacing: nil)), children: children)
        SampleArchives.assignIDs(&root, "0")
        return ViewArchive(
            environment: ArchiveEnvironment(
                colorScheme: .light, widgetFamily: nil, displaySize: nil,
                contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16),
                showsWidgetContainerBackground: false, widgetRenderingMode: "accented", dynamicTypeSize: "xxLarge",
                localeIdentifier: "ru_RU", timeZoneIdentifier: "Europe/Moscow", calendarIdentifier: "buddhist",
                redactionReasons: [.placeholder, .privacy], isPreview: true),
            root: root)
    }

    @Test(arguments: ["everything", "remaining cases"])
    func roundTripIsExact(_ name: String) throws {
        let archive = name == "everything" ? SampleArchives.everything : Self.remainingCases
        let decoded = try BinaryArchive.decode(BinaryArchive.encode(archive))
        #expect(decoded == archive)
        // And it says the same as the JSON form, byte for byte once re-encoded.
        #expect(try ArchiveCodec.encode(decoded) == ArchiveCodec.encode(archive))
    }

    @Test func isSmallerAndAppendsInPlace() throws {
        let archive = SampleArchives.everything
        let binary = BinaryArchive.encode(archive)
        #expect(binary.count < (try ArchiveCodec.encode(archive)).count / 2)
        var stream: [UInt8] = [1, 2, 3]
        BinaryArchive.write(archive, to: &stream)
        #expect(Array(stream.prefix(3)) == [1, 2, 3])
        #expect(try BinaryArchive.read(stream, from: 3, to: stream.count) == archive)
        #expect(throws: ArchiveError.self) { try BinaryArchive.read(stream + [0], from: 3, to: stream.count + 1) }
    }

    @Test func everyTruncationIsAnError() {
        let bytes = BinaryArchive.encode(Self.remainingCases)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: ArchiveError.self) { try BinaryArchive.decode(Array(bytes.prefix(length))) }
        }
    }

    @Test func damagedBytesDecodeOrThrowNeverCrash() {
        let original = BinaryArchive.encode(SampleArchives.everything)
        var generator = SystemRandomNumberGenerator()
        var threw = 0
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do { _ = try BinaryArchive.decode(bytes) } catch is ArchiveError { threw += 1 } catch { Issue.record("not an ArchiveError: \(error)") }
        }
        #expect(threw > 500)  // many changes land inside a number or a string and still decode
    }

    @Test func refusesOtherFormatsVersionsAndInvalidArchives() throws {
        var future = SampleArchives.everything
        future.version = ViewArchive.currentVersion + 1
        #expect(throws: ArchiveError.unsupportedVersion(found: ViewArchive.currentVersion + 1, supported: ViewArchive.currentVersion)) {
            try BinaryArchive.decode(BinaryArchive.encode(future))
        }
        var other = SampleArchives.everything
        other.format = "something.else"
        #expect(throws: ArchiveError.notAnArchive("format is \"something.else\", expected \"\(ViewArchive.formatName)\"")) {
            try BinaryArchive.decode(BinaryArchive.encode(other))
        }
        // The validator runs, as for JSON: a scale factor above 1 is refused.
        var invalid = SampleArchives.everything
        invalid.root = Node(id: "0", content: .text(TextNode(runs: [], minimumScaleFactor: 2)))
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(invalid)) }
    }

    @Test func nestingBeyondTheLimitIsRefusedNotACrash() {
        var node = Node(id: "0", content: .spacer(SpacerNode()))
        for _ in 0..<600 { node = Node.wrap(node, .opacity(1)) }
        let archive = ViewArchive(environment: ArchiveEnvironment(), root: node)
        #expect(throws: ArchiveError.self) { try BinaryArchive.decode(BinaryArchive.encode(archive)) }
    }
}
