import Foundation

/// Which axis a bar or area measures along, and its extent there after stacking.
struct StackedMarks {
    enum Orientation { case vertical, horizontal }
    /// Per mark index: the orientation and the value-axis range (start, end) of bars and areas.
    var ranges: [Int: (orientation: Orientation, start: Double, end: Double)] = [:]

    init(_ marks: [MarkRecord], calendar: Calendar) {
        struct Key: Hashable {
            var kind: String
            var horizontal: Bool
            var base: String
        }
        var sums: [Key: (positive: Double, negative: Double)] = [:]
        var order: [(index: Int, key: Key?, value: Double, method: MarkStackingMethod.Kind)] = []
        for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .area {
            if let a = m.yStart?.value.number, let b = m.yEnd?.value.number {
                ranges[i] = (.vertical, a, b)
                continue
            }
            if let a = m.xStart?.value.number, let b = m.xEnd?.value.number, m.y?.value.kind != .number || m.kind == .area {
                ranges[i] = (.horizontal, a, b)
                continue
            }
            guard let orientation = Self.orientation(m), let value = (orientation == .vertical ? m.y : m.x)?.value.number else { continue }
            let baseChannel = orientation == .vertical ? m.x : m.y
            let base: String
            if let baseChannel {
                if let interval = baseChannel.dateInterval(in: calendar) { base = "d\(interval.start)" } else { base = "\(baseChannel.value)" }
            } else {
                base = ""
            }
            let method = m.stacking.kind
            if method == .unstacked || m.positionBy != nil {
                ranges[i] = (orientation, 0, value)
                continue
            }
            let key = Key(kind: m.kind == .bar ? "bar" : "area", horizontal: orientation == .horizontal, base: base)
            var sum = sums[key] ?? (0, 0)
            let start = value >= 0 ? sum.positive : sum.negative
            if value >= 0 { sum.positive += value } else { sum.negative += value }
            sums[key] = sum
            ranges[i] = (orientation, start, start + value)
            order.append((i, key, value, method))
        }
        // Normalized stacks fill 0…1; centered stacks sit around zero.
        for entry in order where entry.method != .standard {
            guard let key = entry.key, let sum = sums[key], let r = ranges[entry.index] else { continue }
            let total = sum.positive - sum.negative
            switch entry.method {
            case .normalized where total > 0:
                ranges[entry.index] = (r.orientation, (r.start - sum.negative) / total, (r.end - sum.negative) / total)
            case .center:
                let shift = -(sum.positive + sum.negative) / 2
                ranges[entry.index] = (r.orientation, r.start + shift, r.end + shift)
            default: break
            }
        }
    }

    /// Vertical when the value is y (numbers up a category, date or number x); horizontal when
    /// the value is x along a category or date y.
    static func orientation(_ m: MarkRecord) -> Orientation? {
        let x = m.x?.value.kind, y = m.y?.value.kind
        if y == .number && x != .number { return .vertical }
        if x == .number && y != .number { return .horizontal }
        if x == .number && y == .number { return .vertical }
        return nil
    }
}
