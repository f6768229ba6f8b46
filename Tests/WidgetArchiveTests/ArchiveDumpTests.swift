import Foundation
import Testing

@testable import WidgetArchive

@Suite struct ArchiveDumpTests {
    /// Found by scripts/fuzz-protocol.sh: an extension may send NaN colour components and dates
    /// eons apart; dumping and formatting them must not trap.
    @Test func nonFiniteValuesFromAnExtensionDumpWithoutTrapping() {
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        let runs =
            [DateText.Style.relative, .offset, .timer].map { style in
                TextRun(
                    content: .date(
                        DateText(kind: .styled(date: far, style: style), localeIdentifier: "en_US", timeZoneIdentifier: "UTC", calendarIdentifier: "gregorian")),
                    font: FontSpec(size: 12), foreground: .rgba(.nan, 0, 0))
            } + [
                TextRun(
                    content: .date(
                        DateText(
                            kind: .timer(start: Date(timeIntervalSinceReferenceDate: -1e300), end: far, pauseTime: nil, countsDown: true, showsHours: true),
                            localeIdentifier: "en_US", timeZoneIdentifier: "UTC", calendarIdentifier: "gregorian")),
                    font: FontSpec(size: 12), foreground: .rgba(0, .nan, 1))
            ]
        let archive = ViewArchive(environment: ArchiveEnvironment(), root: Node(id: "0", content: .text(TextNode(runs: runs))))
        let dump = ArchiveDump.$referenceDate.withValue(Date(timeIntervalSinceReferenceDate: 0)) { ArchiveDump.dump(archive) }
        #expect(dump.contains("#00"))
        for run in runs { if case .date(let d) = run.content { _ = d.formatted(at: Date(timeIntervalSinceReferenceDate: 0)) } }
    }

    @Test func dumpShowsStructureAndAttributes() {
        let archive = ViewArchive(
            environment: ArchiveEnvironment(colorScheme: .light, widgetFamily: "systemSmall", displaySize: SizeValue(width: 158, height: 158)),
            root: Node(
                id: "0", content: .modifier(.padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16))),
                children: [
                    Node(
                        id: "0/0",
                        content: .stack(StackNode(kind: .vertical, alignment: AlignmentValue(horizontal: .leading, vertical: .center), spacing: nil)),
                        children: [
                            Node(
                                id: "0/0/0",
                                content: .text(
                                    TextNode(
                                        runs: [
                                            TextRun(content: .string("Hi \"you\""), font: FontSpec(size: 17, textStyle: "body"), foreground: .rgba(0, 0, 0))
                                        ], lineLimit: 1))),
                            Node(id: "0/0/1", content: .spacer(SpacerNode())),
                        ])
                ]),
            widgetURL: "game://x",
            diagnostics: [Diagnostic(severity: .info, code: "c", message: "m")])
        #expect(
            ArchiveDump.dump(archive) == """
                archive v1 family=systemSmall size=158x158 scheme=light locale=en_US tz=UTC
                widgetURL: game://x
                root:
                  .padding(16)  #0
                    VStack(alignment: leading, spacing: default)  #0/0
                      Text "Hi \\"you\\""{system/body 17 regular #000000FF} lineLimit=1  #0/0/0
                      Spacer  #0/0/1
                ! info: [c] m

                """)
    }

    @Test func relativeDatesPrintAsOffsets() {
        let reference = Date(timeIntervalSince1970: 1_000)
        let text = ArchiveDump.$referenceDate.withValue(reference) {
            (ArchiveDump.date(reference + 3600), ArchiveDump.date(reference - 5))
        }
        #expect(text.0 == "now+3600s")
        #expect(text.1 == "now-5s")
    }

    @Test func everyKindHasALine() {
        let dump = ArchiveDump.dump(SampleArchives.everything)
        for fragment in [
            "Text \"Health \"", "Date(", "Image bitmap(png 2x3 @2x", "Shape path(5 elements", "strokeBorder(angular[",
            "ProgressView(circular, timer", "Gauge(accessoryCircular", "Link(game://character/1)", "Ignored TextField",
            ".frame(minWidth: 10, maxWidth: inf, alignment: topLeading)", ".rotation(45°", ".widgetAccentable(true)",
            "redacted(placeholder)", "privacySensitive", "containerBackground:", "asset(\"Ink\" in X.resources, opacity 0.5)",
        ] {
            #expect(dump.contains(fragment), "missing \(fragment) in\n\(dump)")
        }
    }
}
