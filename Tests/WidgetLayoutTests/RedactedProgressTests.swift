import Foundation
import Testing
import WidgetArchive

@testable import WidgetLayout

/// A redacted progress view or gauge is its empty track: the value is content too. A locked,
/// data-protected health widget drew its bar's length in the placeholder look.
@Suite struct RedactedProgressTests {
    let frame = RectValue(x: 0, y: 0, width: 100, height: 20)

    func shapes(_ items: [DisplayItem]) -> Int {
        items.filter { if case .shape = $0 { true } else { false } }.count
    }

    @Test func aRedactedBarIsItsTrackWhateverItsValue() {
        for fraction in [0.1, 0.25, 0.75, 1.0] {
            let node = ProgressNode(style: .linear, value: .determinate(fraction: fraction))
            #expect(shapes(ProgressDrawing.items(node, frame: frame, now: nil, placeholder: false)) == 2)
            let redacted = ProgressDrawing.items(node, frame: frame, now: nil, placeholder: true)
            #expect(shapes(redacted) == 1)
            #expect(
                "\(redacted)"
                    == "\(ProgressDrawing.items(ProgressNode(style: .linear, value: .determinate(fraction: 0)), frame: frame, now: nil, placeholder: true))")
        }
    }

    @Test func aRedactedGaugeOrRingShowsNoArc() {
        for style in ["accessoryCircular", "accessoryCircularCapacity", "linearCapacity"] {
            let low = ProgressDrawing.items(GaugeNode(style: style, fraction: 0.2), frame: frame, placeholder: true)
            let high = ProgressDrawing.items(GaugeNode(style: style, fraction: 0.9), frame: frame, placeholder: true)
            #expect("\(low)" == "\(high)", "\(style)")
            #expect("\(ProgressDrawing.items(GaugeNode(style: style, fraction: 0.2), frame: frame, placeholder: false))" != "\(low)", "\(style)")
        }
        let timer = ProgressNode(
            style: .circular, value: .timer(start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 600), countsDown: true))
        #expect(shapes(ProgressDrawing.items(timer, frame: frame, now: Date(timeIntervalSince1970: 60), placeholder: true)) == 1)
    }
}
