import Foundation
import Synchronization
import Testing
import WidgetArchive
import WidgetLayout

@testable import WidgetRender

/// Renderers are independent objects, but Pango, fontconfig and cairo's FreeType font
/// backend share process-wide state (font faces, glyph caches, the fontconfig
/// configuration). The host renders on many threads at once (web requests, timeline
/// reloads, gallery snapshots), each with its own renderer: that must never crash or
/// change what is drawn.
@Suite struct ConcurrentRenderingTests {
    /// Text in several faces, sizes and scripts, a symbol and an SVG render per round, so
    /// every round loads glyphs through cairo's FreeType backend.
    static func archive(_ round: Int) -> ViewArchive {
        let black = Paint.rgba(0, 0, 0)
        func text(_ id: String, _ string: String, size: Double, weight: FontSpec.Weight = .regular, design: String = "default") -> Node {
            Node(
                id: id,
                content: .text(
                    TextNode(runs: [
                        TextRun(
                            content: .string(string),
                            font: FontSpec(family: .system(design: design), size: size, weight: weight),
                            foreground: black)
                    ])))
        }
        let size = 11 + Double(round % 23)
        let root = Node(
            id: "0", content: .stack(StackNode(kind: .vertical, spacing: 4)),
            children: [
                text("0/0", "Round \(round) — Quarterly 12,345.67", size: size, weight: .bold),
                text("0/1", "Ünïcödé ½ ∑ Привет 你好 مرحبا", size: size * 0.8, design: "serif"),
                text("0/2", String(repeating: "wrap me ", count: 1 + round % 5), size: size * 0.7, design: "monospaced"),
                Node(
                    id: "0/3",
                    content: .image(
                        ImageNode(
                            source: .system(name: "star.fill", variableValue: nil), foreground: black,
                            symbolFont: FontSpec(size: size)))),
            ])
        return ViewArchive(
            environment: ArchiveEnvironment(
                widgetFamily: "systemMedium", displaySize: SizeValue(width: 329, height: 155),
                contentMargins: EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)),
            root: root)
    }

    @Test func separateRenderersOnManyThreadsDrawWhatOneThreadDraws() async throws {
        // Kept small: it runs beside the suites that time real processes and sockets.
        // Reference images, drawn one at a time.
        let rounds = 12
        let reference = WidgetPipeline(configuration: RenderConfiguration(scale: 2))
        let expected = (0..<rounds).map { reference.render(Self.archive($0)).data }

        let threads = 4
        let results = Mutex<[[Data]]>(Array(repeating: [], count: threads))
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                // Each thread makes its own renderers, as separate host components do.
                var drawn: [Data] = []
                for batch in 0..<2 {
                    for round in 0..<rounds {
                        // A pipeline per render, as the host makes one per entry and date.
                        let pipeline = WidgetPipeline(configuration: RenderConfiguration(scale: 2))
                        let index = (round + thread * 5 + batch) % rounds
                        drawn.append(pipeline.render(Self.archive(index)).data)
                        _ = pipeline.render(Self.archive(index), as: .svg)
                    }
                    // Sheets draw their captions with Pango too.
                    _ = ContactSheet.compose(title: "thread \(thread)", tiles: drawn.suffix(3).map { ContactSheet.Tile(caption: "entry", png: $0) })
                }
                results.withLock { $0[thread] = drawn }
                group.leave()
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                group.wait(); continuation.resume()
            }
        }
        for thread in 0..<threads {
            let drawn = results.withLock { $0[thread] }
            #expect(drawn.count == rounds * 2)
            for (offset, data) in drawn.enumerated() {
                let round = offset % rounds
                let index = (round + thread * 5 + offset / rounds) % rounds
                #expect(data == expected[index], "thread \(thread) drew round \(index) differently")
            }
        }
    }
}
