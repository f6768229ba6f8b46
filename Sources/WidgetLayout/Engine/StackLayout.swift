import Foundation
import WidgetArchive

// HStack / VStack (§3.3) and ZStack (§3.5).
extension LayoutRun {
    /// Spacing between child i−1 and i: the explicit spacing, else 8, 0 next to a Spacer.
    private func spacings(_ children: [LayoutItem], explicit: Double?) -> [Double] {
        guard children.count > 1 else { return [0] }
        var result = [0.0]
        for i in 1..<children.count {
            if let explicit {
                result.append(explicit)
            } else {
                result.append(children[i - 1].isSpacer || children[i].isSpacer ? 0 : Layout.defaultSpacing)
            }
        }
        return result
    }

    func arrangeStack(
        _ item: LayoutItem, _ axis: AxisValue, _ alignment: AlignmentValue, _ spacing: Double?,
        _ proposal: ProposedSize, placing: Bool
    ) -> Arrangement {
        let children = item.children
        guard !children.isEmpty else { return Arrangement(.zero) }
        var p = proposal
        if placing, Layout.minor(p, axis) == nil {
            // Placement re-runs sizing with the stack's actual minor size (§3.3).
            let own = measure(item, proposal).size
            p = Layout.proposal(major: Layout.major(p, axis), minor: Layout.minor(own, axis), axis)
        }
        let gaps = spacings(children, explicit: spacing)
        let minorP = Layout.minor(p, axis)
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        var sizes = [Measured](repeating: .zero, count: children.count)

        if let major = Layout.major(p, axis) {
            distribute(children, major: major, minor: minorP, gaps: gaps, axis, &proposals, &sizes)
        } else {
            for (i, child) in children.enumerated() {
                proposals[i] = Layout.proposal(major: nil, minor: minorP, axis)
                sizes[i] = measure(child, proposals[i])
            }
        }

        // Major axis: source order. Minor axis: align guides, then shift into [0, length].
        var majorPositions: [Double] = []
        majorPositions.reserveCapacity(children.count)
        var cursor = 0.0
        for i in children.indices {
            if i > 0 { cursor += gaps[i] }
            majorPositions.append(cursor)
            cursor += Layout.major(sizes[i].size, axis)
        }
        var minorPositions: [Double] = []
        var lower = 0.0, upper = 0.0
        for m in sizes {
            let g = axis == .horizontal ? Layout.guide(alignment.vertical, of: m) : Layout.guide(alignment.horizontal, width: m.size.width)
            let position = Layout.finite(-g)
            minorPositions.append(position)
            lower = min(lower, position)
            upper = max(upper, position + Layout.minor(m.size, axis))
        }
        let length = Layout.finite(upper - lower)
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(children.count)
        var first: Double?, last: Double?
        for i in children.indices {
            let offset = Layout.point(major: majorPositions[i], minor: minorPositions[i] - lower, axis)
            placements.append(ChildPlacement(item: children[i], proposal: proposals[i], offset: offset))
            let b = sizes[i].baselines(shiftedBy: offset.y)
            if let f = b.first { first = min(first ?? f, f) }
            if let l = b.last { last = max(last ?? l, l) }
        }
        let total = max(0, Layout.finite(cursor))
        var a = Arrangement(Measured(size: Layout.size(major: total, minor: length, axis), firstBaseline: first, lastBaseline: last))
        if placing {
            a.measured = measure(item, proposal)
            a.children = placements
        }
        return a
    }

    /// Offers the major length to the children by priority group, least flexible first.
    private func distribute(
        _ children: [LayoutItem], major: Double, minor: Double?, gaps: [Double], _ axis: AxisValue,
        _ proposals: inout [ProposedSize], _ sizes: inout [Measured]
    ) {
        let n = children.count
        let priorities = children.map(\.stackPriority)
        let groups = Array(Set(priorities)).sorted(by: >)
        var minimums = [Double?](repeating: nil, count: n)
        func minimum(_ i: Int) -> Double {
            if let m = minimums[i] { return m }
            let m = Layout.major(measure(children[i], Layout.proposal(major: 0, minor: minor, axis)).size, axis)
            minimums[i] = m
            return m
        }
        var available = major - gaps.reduce(0, +)
        if groups.count > 1 {
            for i in 0..<n where priorities[i] != groups[0] && available.isFinite { available -= minimum(i) }
        }
        for (index, group) in groups.enumerated() {
            var members = (0..<n).filter { priorities[$0] == group }
            if index > 0 { for i in members where available.isFinite { available += minimum(i) } }
            if members.count > 1 {
                let maximums = members.map { Layout.major(measure(children[$0], Layout.proposal(major: .infinity, minor: minor, axis)).size, axis) }
                var flex: [Int: (flex: Double, min: Double)] = [:]
                for (k, i) in members.enumerated() {
                    let mn = minimum(i), mx = maximums[k]
                    let f = mx == .infinity ? Double.infinity : mx - mn
                    flex[i] = (f.isNaN ? .infinity : f, mn)
                }
                members.sort { a, b in
                    let fa = flex[a]!, fb = flex[b]!
                    if fa.flex != fb.flex { return fa.flex < fb.flex }
                    if fa.flex == .infinity && fa.min != fb.min { return fa.min > fb.min }
                    return a < b
                }
            }
            var remaining = members.count
            for i in members {
                let offer = Layout.share(available, among: remaining)
                proposals[i] = Layout.proposal(major: offer, minor: minor, axis)
                sizes[i] = measure(children[i], proposals[i])
                if available.isFinite { available -= Layout.major(sizes[i].size, axis) }
                remaining -= 1
            }
        }
    }

    /// All children get the proposal; the size is the union of the aligned frames of the
    /// children with the highest layout priority.
    func arrangeZStack(_ item: LayoutItem, _ alignment: AlignmentValue, _ p: ProposedSize) -> Arrangement {
        let children = item.children
        guard !children.isEmpty else { return Arrangement(.zero) }
        let sizes = children.map { measure($0, p) }
        let top = children.map(\.zPriority).max() ?? 0
        var origins: [PointValue] = []
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        var any = false
        for (i, m) in sizes.enumerated() {
            let o = PointValue(
                x: Layout.finite(-Layout.guide(alignment.horizontal, width: m.size.width)),
                y: Layout.finite(-Layout.guide(alignment.vertical, of: m)))
            origins.append(o)
            guard children[i].zPriority == top else { continue }
            if !any { minX = o.x; minY = o.y; maxX = o.x + m.size.width; maxY = o.y + m.size.height; any = true }
            minX = min(minX, o.x); minY = min(minY, o.y)
            maxX = max(maxX, o.x + m.size.width); maxY = max(maxY, o.y + m.size.height)
        }
        var a = Arrangement(size: SizeValue(width: max(0, Layout.finite(maxX - minX)), height: max(0, Layout.finite(maxY - minY))))
        var first: Double?, last: Double?
        for (i, o) in origins.enumerated() {
            let offset = PointValue(x: o.x - minX, y: o.y - minY)
            a.children.append(ChildPlacement(item: children[i], proposal: p, offset: offset))
            let b = sizes[i].baselines(shiftedBy: offset.y)
            if let f = b.first { first = min(first ?? f, f) }
            if let l = b.last { last = max(last ?? l, l) }
        }
        a.measured.firstBaseline = first
        a.measured.lastBaseline = last
        return a
    }
}
