import Foundation
import WidgetArchive

extension LayoutRun {
    /// `GeometryReader` and `Canvas`: they take the whole proposal (10 pt where a dimension is
    /// unspecified, as SwiftUI's placeholder size), propose it to their content and put the
    /// content at their top-leading corner, never centred. The content was resolved by the
    /// extension for a size; when layout here gives another, the content still lays out in
    /// this size but what the author computed from the proxy is stale, so it is reported.
    func arrangeGeometry(_ item: LayoutItem, _ resolved: SizeValue, canvas: Bool, _ p: ProposedSize, placing: Bool) -> Arrangement {
        func dimension(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }
        let size = ProposedSize(width: dimension(p.width), height: dimension(p.height)).replacingUnspecifiedDimensions()
        var a = Arrangement(size: size)
        if let child = item.children.first {
            a.children = [ChildPlacement(item: child, proposal: ProposedSize(size), offset: PointValue(x: 0, y: 0))]
        }
        if placing, abs(size.width - resolved.width) > Self.geometryTolerance || abs(size.height - resolved.height) > Self.geometryTolerance {
            let name = canvas ? "Canvas" : "GeometryReader"
            report(
                .warning, "geometry-size-mismatch",
                "\(name) content was resolved for \(ArchiveDump.num(resolved.width))×\(ArchiveDump.num(resolved.height)) "
                    + "but is laid out at \(ArchiveDump.num(size.width))×\(ArchiveDump.num(size.height)); sizes read from the proxy are off",
                item.node.id)
        }
        return a
    }

    /// How far (points) a laid-out size may differ from the resolved one before it is reported.
    static let geometryTolerance = 0.5
}
