import Foundation

extension ViewArchive {
    /// Whether the drawing changes as time passes without a new archive: relative, offset
    /// and timer date text, and timer-driven progress. WidgetKit keeps these current on its
    /// own; a live display (the web home screen) re-renders such an entry every second.
    /// Fixed date text (`.time`, `.date`, intervals) does not count.
    public var changesOverTime: Bool {
        Self.changesOverTime(root) || (containerBackground.map(Self.changesOverTime) ?? false)
    }

    static func changesOverTime(_ node: Node) -> Bool {
        switch node.content {
        case .text(let text):
            if text.runs.contains(where: { Self.isLive($0.content) }) { return true }
        case .progress(let progress):
            if case .timer = progress.value { return true }
            if let label = progress.label, changesOverTime(label) { return true }
            if let label = progress.currentValueLabel, changesOverTime(label) { return true }
        case .modifier(let modifier):
            switch modifier {
            case .background(let layer, _), .overlay(let layer, _), .mask(let layer, _):
                if changesOverTime(layer) { return true }
            default:
                break
            }
        default:
            break
        }
        return node.children.contains(where: changesOverTime)
    }

    static func isLive(_ run: TextRun.Content) -> Bool {
        guard case .date(let text) = run else { return false }
        switch text.kind {
        case .styled(_, let style): return style == .relative || style == .offset || style == .timer
        case .timer(_, _, let pause, _, _): return pause == nil
        case .interval: return false
        }
    }
}
