import Foundation
import WidgetArchive

/// One track of a lazy grid (a column of a `LazyVGrid`, a row of a `LazyHGrid`) after
/// adaptive items are expanded into the tracks that fit in their share.
struct GridTrack: Equatable {
    var length: Double
    /// The space after this track, before the next.
    var spacing: Double
    /// The item's own alignment, nil for the grid's.
    var alignment: AlignmentValue?
}

// LazyVGrid / LazyHGrid. The tracks are sized from the grid's items alone, never from the
// cells (the lazy grid has not made them yet when it sizes its columns):
//   1. the spacing after every item but the last is taken from the offered length;
//   2. fixed items take their length;
//   3. the other items, in order, are offered what remains divided by how many are left;
//      a flexible item clamps the offer to its bounds, an adaptive one takes it as it is;
//   4. an adaptive item's share holds as many tracks of its minimum as fit with its spacing
//      between them, `floor((share + spacing) / (minimum + spacing))`, at least one; they
//      divide the share equally, each capped at the maximum.
// The grid is as long as its tracks and their spacing (not the offer), and as deep as its
// lines: each line is as deep as its deepest cell, cells are offered `track × nil`.
// As SwiftUI does, placement runs the track sizing again, offered the grid's own length
// from the first pass; when a flexible minimum made the grid longer than its offer, the
// second pass gives other tracks and the cells stick out of the grid's frame.
extension LayoutRun {
    /// More tracks than this from one adaptive item (a zero minimum and spacing) are not made.
    static let maxAdaptiveTracks = 1000

    static func gridTracks(_ items: [GridItemValue], length: Double) -> [GridTrack] {
        var remaining = length - items.dropLast().reduce(0) { $0 + ($1.spacing ?? Layout.defaultSpacing) }
        var lengths = [Double](repeating: 0, count: items.count)
        var open = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size {
                lengths[i] = v
                if remaining.isFinite { remaining -= v }
            } else {
                open += 1
            }
        }
        for (i, item) in items.enumerated() {
            let share = remaining.isFinite ? remaining / Double(max(open, 1)) : remaining
            switch item.size {
            case .fixed: continue
            case .flexible(let mn, let mx): lengths[i] = max(mn, min(share, mx ?? .infinity))
            case .adaptive: lengths[i] = max(0, share.isNaN ? 0 : share)
            }
            if remaining.isFinite { remaining -= lengths[i] }
            open -= 1
        }
        var tracks: [GridTrack] = []
        for (i, item) in items.enumerated() {
            let spacing = item.spacing ?? Layout.defaultSpacing
            guard case .adaptive(let mn, let mx) = item.size else {
                tracks.append(GridTrack(length: lengths[i], spacing: spacing, alignment: item.alignment))
                continue
            }
            let share = lengths[i]
            var count = 1
            let fit = ((share + spacing) / (mn + spacing)).rounded(.down)
            if share.isFinite, !fit.isNaN { count = Int(max(1, min(fit, Double(maxAdaptiveTracks)))) }
            let each = max(0, min((share - Double(count - 1) * spacing) / Double(count), mx ?? .infinity))
            for _ in 0..<count { tracks.append(GridTrack(length: each, spacing: spacing, alignment: item.alignment)) }
        }
        return tracks
    }

    /// Tracks and spacing between them, end to end.
    static func gridLength(_ tracks: [GridTrack]) -> Double {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }

    func arrangeLazyGrid(_ item: LayoutItem, _ grid: LazyGridNode, _ p: ProposedSize, placing: Bool) -> Arrangement {
        // `across` is the tracks' axis: widths of a LazyVGrid's columns, heights of a LazyHGrid's rows.
        let vertical = grid.axis == .vertical
        let offered = vertical ? p.width : p.height
        // Unspecified (ideal): the grid at its smallest, flexible tracks at their minimums.
        let firstPass = Self.gridTracks(grid.items, length: offered ?? 0)
        let across = Layout.finite(Self.gridLength(firstPass))
        let along = lines(item, grid, firstPass).total
        var a = Arrangement(size: vertical ? SizeValue(width: across, height: along) : SizeValue(width: along, height: across))
        guard placing else { return a }

        let tracks = Self.gridTracks(grid.items, length: across)
        let (cells, _) = lines(item, grid, tracks)
        var trackOrigins: [Double] = []
        var cursor = 0.0
        for track in tracks {
            trackOrigins.append(cursor)
            cursor += track.length + track.spacing
        }
        for cell in cells {
            let track = tracks[cell.track]
            let alignment: AlignmentValue =
                vertical
                ? AlignmentValue(horizontal: track.alignment?.horizontal ?? grid.alignment.horizontal, vertical: track.alignment?.vertical ?? .center)
                : AlignmentValue(horizontal: track.alignment?.horizontal ?? .center, vertical: track.alignment?.vertical ?? grid.alignment.vertical)
            let box = vertical ? SizeValue(width: track.length, height: cell.lineDepth) : SizeValue(width: cell.lineDepth, height: track.length)
            let inner = Layout.align(cell.measured, in: box, alignment)
            let origin =
                vertical
                ? PointValue(x: trackOrigins[cell.track], y: cell.lineOrigin) : PointValue(x: cell.lineOrigin, y: trackOrigins[cell.track])
            a.children.append(ChildPlacement(item: cell.item, proposal: cell.proposal, offset: origin + inner))
        }
        a.checksOverflow = true
        return a
    }

    private struct GridCell {
        var item: LayoutItem
        var proposal: ProposedSize
        var measured: Measured
        var track: Int
        var lineOrigin: Double
        var lineDepth: Double
    }

    /// The cells in source order, line by line, each offered `track × nil` (`nil × track`
    /// in a LazyHGrid); lines as deep as their deepest cell, `spacing` apart.
    private func lines(_ item: LayoutItem, _ grid: LazyGridNode, _ tracks: [GridTrack]) -> (cells: [GridCell], total: Double) {
        guard !tracks.isEmpty else { return ([], 0) }
        let vertical = grid.axis == .vertical
        let spacing = grid.spacing ?? Layout.defaultSpacing
        var cells: [GridCell] = []
        var origin = 0.0
        var lineStart = 0
        for (index, child) in item.children.enumerated() {
            let track = index % tracks.count
            let proposal = vertical ? ProposedSize(width: tracks[track].length, height: nil) : ProposedSize(width: nil, height: tracks[track].length)
            cells.append(GridCell(item: child, proposal: proposal, measured: measure(child, proposal), track: track, lineOrigin: origin, lineDepth: 0))
            if track == tracks.count - 1 || index == item.children.count - 1 {
                let depth = cells[lineStart...].map { vertical ? $0.measured.size.height : $0.measured.size.width }.max() ?? 0
                for i in lineStart..<cells.count { cells[i].lineDepth = depth }
                origin += depth
                lineStart = cells.count
                if index < item.children.count - 1 { origin += spacing }
            }
        }
        return (cells, Layout.finite(origin))
    }

    /// Lengths that must be finite and non-negative; an infinite or NaN maximum means none.
    func sanitizedGrid(_ g: LazyGridNode, clamped: inout Bool) -> LazyGridNode {
        func length(_ v: Double) -> Double {
            if !v.isFinite || v < 0 { clamped = true; return v == .infinity || v.isNaN || v < 0 ? 0 : v }
            return v
        }
        func maximum(_ v: Double?) -> Double? {
            guard let v else { return nil }
            if v.isNaN || v < 0 { clamped = true; return v.isNaN ? nil : 0 }
            return v.isFinite ? v : nil
        }
        func spacing(_ v: Double?) -> Double? {
            guard let v else { return nil }
            if !v.isFinite { clamped = true; return nil }
            return v
        }
        var g = g
        g.spacing = spacing(g.spacing)
        g.items = g.items.map { item in
            var item = item
            switch item.size {
            case .fixed(let v): item.size = .fixed(length(v))
            case .flexible(let mn, let mx): item.size = .flexible(minimum: length(mn), maximum: maximum(mx))
            case .adaptive(let mn, let mx): item.size = .adaptive(minimum: length(mn), maximum: maximum(mx))
            }
            item.spacing = spacing(item.spacing)
            return item
        }
        return g
    }
}
